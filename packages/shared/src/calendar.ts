import { z } from 'zod';

/** A staff user's private calendar subscription (`/api/calendar/<secret>.ics`). */
export const ZCalendarFeed = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Only in the answer that made it: the secret is not kept, so the address cannot be shown again. */
  url: z.string().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;
