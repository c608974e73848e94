import { z } from 'zod';
import { maskedPhoneField, nationalIdOrTaxNumberField } from '../../lib/forms/identity-fields';

export const resetSchema = z.object({
  userName: nationalIdOrTaxNumberField,
  gsmNumber: maskedPhoneField,
});

export type ResetInput = z.input<typeof resetSchema>;
export type ResetValues = z.output<typeof resetSchema>;
