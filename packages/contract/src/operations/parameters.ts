import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { allowedParameterTypeCodes } from '../parameter-types';

const tag = 'parameters';

export const parameterTypeCode = z.string({ error: 'Parametre türü giriniz.' }).refine((value) => allowedParameterTypeCodes.has(value), 'Geçersiz parametre türü.');

export const parameterSchema = z.object({
  parameterTypeCode: z.string(),
  parameterCode: z.string(),
  parameterName: z.string(),
  /** Shown when the portal is read in English; absent where the municipality gave none. */
  parameterNameEn: z.string().optional(),
  parameterValue: z.string().nullable(),
  sortOrder: z.number().int(),
});

export const RetrieveParametersWithoutAuthorization = defineOperation({
  name: 'RetrieveParametersWithoutAuthorization',
  access: 'public',
  cacheSeconds: 60,
  tag,
  summary: 'The active values of one lookup list (by parameter-type code).',
  request: z.object({ parameterTypeCode }),
  response: z.array(parameterSchema),
});

export const GetParameterValue = defineOperation({
  name: 'GetParameterValue',
  access: 'public',
  cacheSeconds: 60,
  tag,
  summary: 'One value of a lookup list.',
  request: z.object({ parameterTypeCode, parameterCode: z.string().trim().min(1, 'Parametre kodu giriniz.').max(20) }),
  response: parameterSchema,
});
