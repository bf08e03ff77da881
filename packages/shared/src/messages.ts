import { z } from 'zod';

/** An e-mail or SMS as kept by the messaging module (the outbox when no provider is set). */
export const ZMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(['outbox', 'sent', 'failed']),
  provider: z.string(),
  /** Files kept with the message (an interview invitation's .ics). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  /** The application the message is about, if any. */
  applicationId: z.string().nullable(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessageList = z.object({ items: z.array(ZMessage), total: z.number().int() });
export type TMessageList = z.infer<typeof ZMessageList>;
