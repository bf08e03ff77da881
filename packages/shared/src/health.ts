import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    status: z.enum(['ok', 'error']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().optional(),
    error: z.string().optional(),
  }),
  storage: z.object({
    status: z.enum(['ok', 'error']),
    driver: z.enum(['local', 's3']),
    error: z.string().optional(),
  }),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** What the web app needs to know of the server's settings (nothing secret). */
export const ZPublicConfig = z.object({
  /** The AI provider reads images: "Improve with AI" is offered on a scanned resume. */
  aiReadsImages: z.boolean(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
