import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { applicationName, currentPassword, humanVerificationPayload, opaqueToken, tokenPair } from '../identity-schemas';
import { empty, nationalIdOrTaxNumber, typeError } from '../schemas';

// The OpenAPI tag stays 'identity', as published, for sign-in and password alike.
const tag = 'identity';

export const GetSha512HashValue = defineOperation({
  name: 'GetSha512HashValue',
  access: 'member',
  tag,
  summary: 'SHA-512 of a text as lowercase hex. An object, because the client treats a long plain string as an error.',
  request: z.object({ data: z.string(typeError('Metin giriniz.')).max(100_000, 'Metin çok uzun.') }),
  response: z.object({ hashValue: z.string() }),
  // 100 000 characters of up to four UTF-8 bytes each, JSON-escaped.
  maxBodyBytes: 1024 * 1024,
});

export const RetrievePassword = defineOperation({
  name: 'RetrievePassword',
  access: 'public',
  tag,
  summary:
    'Sign-in step 1: checks the human-verification solution and the membership, and returns an opaque, short-lived, single-use login ticket — never a password hash (docs/architecture.md §9.2).',
  request: z.object({ userName: nationalIdOrTaxNumber, applicationName, altcha: humanVerificationPayload }),
  response: z.object({ Password: z.string() }),
});

export const ValidateUserForEMunicipality = defineOperation({
  name: 'ValidateUserForEMunicipality',
  access: 'public',
  tag,
  summary: 'Sign-in step 2: the login ticket (as encryptedPassword) and the password; answers the token pair.',
  request: z.object({ userName: nationalIdOrTaxNumber, password: currentPassword, encryptedPassword: opaqueToken }),
  response: z.object({ AccessToken: z.string(), RefreshToken: z.string(), Message: z.string() }),
});

export const VerifyAndGenerateToken = defineOperation({
  name: 'VerifyAndGenerateToken',
  access: 'public',
  tag,
  summary: 'Rotates a refresh token (public: the access token has expired when this is called). Presenting an already rotated token revokes its whole family.',
  request: z.object({ RefreshToken: opaqueToken, AccessToken: z.string().max(4096).optional() }),
  response: tokenPair,
});

export const Logout = defineOperation({
  name: 'Logout',
  access: 'public',
  tag,
  summary: 'Revokes the refresh token family of this sign-in. Answers true even for an unknown token.',
  request: z.object({ RefreshToken: opaqueToken }),
  response: z.literal(true),
});

export const signInRecordSchema = z.object({
  time: z.string(),
  method: z.enum(['password', 'edevlet']),
  success: z.boolean(),
  ipAddress: z.string(),
});

export const RetrieveRecentSignIns = defineOperation({
  name: 'RetrieveRecentSignIns',
  access: 'member',
  tag,
  summary: "The member's last 10 sign-ins, successful or not, with a masked IP address.",
  request: empty,
  response: z.array(signInRecordSchema),
});
