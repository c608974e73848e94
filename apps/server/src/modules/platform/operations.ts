import { istanbulDate, istanbulIso } from '@ebelediye/contract';
import type { ModuleHandlers } from '../../platform/operation-context';

export const platformHandlers: ModuleHandlers<'GetServerTime'> = {
  GetServerTime: (_body, ctx) => {
    const now = ctx.now();
    return { serverTime: istanbulIso(now), istanbulDate: istanbulDate(now), timeZone: 'Europe/Istanbul' as const };
  },
};
