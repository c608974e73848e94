import { newPassword } from '@ebelediye/contract';
import { z } from 'zod';
import { passwordEntry } from '../../lib/forms/identity-fields';

/** The contract's password rules for the new one, typed twice. */
export const changePasswordSchema = z
  .object({ currentPassword: passwordEntry, newPassword, newPasswordAgain: z.string() })
  .refine((v) => v.newPassword === v.newPasswordAgain, { path: ['newPasswordAgain'], message: 'Yeni şifreler birbiriyle aynı olmalıdır.' });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
