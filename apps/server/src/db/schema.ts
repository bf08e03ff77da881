// Every module's tables, gathered for Drizzle (queries and drizzle-kit migrations).
// A module owns its tables: other modules call its service, not these.
export * from '../modules/system/tables.ts';
export * from '../modules/companies/tables.ts';
export * from '../modules/auth/tables.ts';
export * from '../modules/messaging/tables.ts';
export * from '../queue/tables.ts';
export * from '../modules/jobs/tables.ts';
export * from '../modules/jobs/translation-tables.ts';
export * from '../modules/resumes/tables.ts';
export * from '../modules/applications/tables.ts';
export * from '../modules/rate-limits/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/notes/tables.ts';
export * from '../modules/interviews/tables.ts';
export * from '../modules/calendar/tables.ts';
export * from '../modules/analysis/tables.ts';
