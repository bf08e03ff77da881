import { z } from 'zod';
import { ZPassword } from '@gius/shared/auth';

/** A new password typed twice. */
export const ZNewPasswordForm = z
  .object({ password: ZPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'does not match' });
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;
