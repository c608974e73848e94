import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty } from '../schemas';

export const enforcementOfficeSchema = z.object({
  enforcementOfficeOid: z.number().int(),
  officeName: z.string(),
  cityName: z.string(),
  iban: z.string(),
});

export const RetrieveEnforcementOfficeWithoutAuthorization = defineOperation({
  name: 'RetrieveEnforcementOfficeWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag: 'offices',
  summary: 'Enforcement offices (icra daireleri) that send garnishment orders.',
  request: empty,
  response: z.array(enforcementOfficeSchema),
});

export const prApplicationTypeSchema = z.object({
  applicationTypeOid: z.number().int(),
  applicationTypeCode: z.string(),
  applicationTypeName: z.string(),
  description: z.string(),
  /** Shown when the portal is read in English; absent where the municipality gave none. */
  applicationTypeNameEn: z.string().optional(),
  descriptionEn: z.string().optional(),
});

export const GetPRApplicationTypeWithoutAuthorization = defineOperation({
  name: 'GetPRApplicationTypeWithoutAuthorization',
  access: 'public',
  cacheSeconds: 300,
  tag: 'offices',
  summary: 'Kinds of application the public-relations desk (Halkla İlişkiler) accepts.',
  request: empty,
  response: z.array(prApplicationTypeSchema),
});
