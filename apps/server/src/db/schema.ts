// Every module's tables, gathered for Drizzle (queries and drizzle-kit migrations).
// A module owns its tables: other modules call its service, not these.
export * from '../modules/system/tables.ts';
export * from '../modules/companies/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/messaging/tables.ts';
export * from '../queue/tables.ts';
export * from '../modules/jobs/tables.ts';
export * from '../modules/resumes/tables.ts';
export * from '../modules/applications/tables.ts';
