import type { ModuleHandlers } from '../../platform/operation-context';
import { createChallenge, sendCode, validateCode } from './service';

export const verificationHandlers: ModuleHandlers<'CreateHumanVerificationChallenge' | 'SendSms' | 'ValidateCode'> = {
  CreateHumanVerificationChallenge: (_body, ctx) => createChallenge(ctx),
  SendSms: (body, ctx) => sendCode(ctx, body),
  ValidateCode: (body, ctx) => validateCode(ctx, body),
};
