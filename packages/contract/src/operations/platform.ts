import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty } from '../schemas';

const tag = 'platform';

export const GetServerTime = defineOperation({
  name: 'GetServerTime',
  access: 'public',
  tag,
  summary: "The server's clock in Europe/Istanbul, so the browser never trusts its own clock for business dates.",
  request: empty,
  response: z.object({ serverTime: z.string(), istanbulDate: z.string(), timeZone: z.literal('Europe/Istanbul') }),
});
