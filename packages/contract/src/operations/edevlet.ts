import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { opaqueToken, tokenPair } from '../identity-schemas';
import { oid, typeError } from '../schemas';

const tag = 'edevlet';

/** The success code of e-Devlet's person-info answer (docs/domain/e-devlet.md). */
export const EDEVLET_SUCCESS_CODE = 'EDV09.000';

export const LoginViaEDevlet = defineOperation({
  name: 'LoginViaEDevlet',
  access: 'public',
  tag,
  summary:
    "e-Devlet step 2: exchanges the authorization code. edevlet_url is the redirect address the browser used. Answers a plain string — an opaque server-side handle (10 min, for GetPersonInfoViaEDevlet only), never e-Devlet's own token.",
  request: z.object({
    edevlet_url: z.string(typeError('Dönüş adresi giriniz.')).trim().min(1, 'Dönüş adresi giriniz.').max(2000, 'Dönüş adresi çok uzun.'),
    code: z.string(typeError('Yetki kodu giriniz.')).trim().min(1, 'Yetki kodu giriniz.').max(512, 'Yetki kodu çok uzun.'),
  }),
  response: z.string(),
});

export const GetPersonInfoViaEDevlet = defineOperation({
  name: 'GetPersonInfoViaEDevlet',
  access: 'public',
  tag,
  summary:
    'e-Devlet step 3: the person behind the handle, as e-Devlet answers it. On EDV09.000 it also gives loginHandle (10 min), which GetFilteredRegistries reads with and SaveEDevletLogin spends.',
  request: z.object({ data: opaqueToken }),
  response: z.object({
    sonucKodu: z.string(),
    sonucAciklamasi: z.string(),
    kullaniciBilgileri: z.object({ kimlikNo: z.string(), ad: z.string(), soyad: z.string() }).nullable(),
    loginHandle: z.string().nullable(),
  }),
});

export const SaveEDevletLogin = defineOperation({
  name: 'SaveEDevletLogin',
  access: 'public',
  tag,
  summary:
    "e-Devlet step 5: signs in as the chosen registry (the person's own, or a company they represent), creating its member record when there is none (no password). Answers the token pair.",
  request: z.object({ token: opaqueToken, registryOid: oid }),
  response: tokenPair,
});
