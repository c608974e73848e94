import type { ModuleHandlers } from '../../platform/operation-context';
import { createChallenge, sendCode, validateCode } from './service';
import { sendSubscriberCode } from './subscriber-code';

export const verificationHandlers: ModuleHandlers<'CreateHumanVerificationChallenge' | 'SendSms' | 'ValidateCode' | 'ValidateSubscriberNo'> = {
  CreateHumanVerificationChallenge: (_body, ctx) => createChallenge(ctx),
  SendSms: (body, ctx) => sendCode(ctx, body),
  ValidateCode: (body, ctx) => validateCode(ctx, body),
  ValidateSubscriberNo: (body, ctx) => sendSubscriberCode(ctx, body),
};
