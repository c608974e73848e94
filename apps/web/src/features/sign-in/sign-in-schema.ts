import { z } from 'zod';
import { nationalIdOrTaxNumberField, passwordEntry } from '../../lib/forms/identity-fields';

export const signInSchema = z.object({
  userName: nationalIdOrTaxNumberField,
  password: passwordEntry,
  rememberMe: z.boolean(),
});

export type SignInValues = z.infer<typeof signInSchema>;
