import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty } from '../schemas';

const tag = 'banks';

export const bankSchema = z.object({ bankCode: z.string(), bankName: z.string(), eftCode: z.string() });
export const bankBranchSchema = z.object({
  bankBranchOid: z.number().int(),
  bankCode: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  cityName: z.string(),
});

export const RetrieveBanksWithoutAuthorization = defineOperation({
  name: 'RetrieveBanksWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Banks (for deposit refunds and payments).',
  request: empty,
  response: z.array(bankSchema),
});

export const RetrieveBankBranchesWithoutAuthorization = defineOperation({
  name: 'RetrieveBankBranchesWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Branches of one bank.',
  request: z.object({
    bankCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Banka kodu 4 haneli olmalıdır.'),
  }),
  response: z.array(bankBranchSchema),
});
