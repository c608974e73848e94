import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { applicationName, currentPassword, humanVerificationPayload, newPassword, userNameLabel } from '../identity-schemas';
import { gsmNumber, nationalIdOrTaxNumber } from '../schemas';

// The OpenAPI tag stays 'identity', as published, for sign-in and password alike.
const tag = 'identity';

export const ChangePassword = defineOperation({
  name: 'ChangePassword',
  access: 'member',
  tag,
  summary: "Changes the signed-in member's password. Every other sign-in of the member is ended.",
  request: z.object({ userName: userNameLabel, applicationName, newPassword, currentPassword }),
  response: z.object({ Message: z.string() }),
});

export const SendPasswordForMember = defineOperation({
  name: 'SendPasswordForMember',
  access: 'public',
  tag,
  summary:
    "Password reset (spec §8): when the phone matches the member's, a new random password goes by SMS (type 7, message 7001). validationKey is the human-verification payload.",
  request: z.object({ userName: nationalIdOrTaxNumber, applicationName, gsmNumber, validationKey: humanVerificationPayload }),
  response: z.literal(true),
});
