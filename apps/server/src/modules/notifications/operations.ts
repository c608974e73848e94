import { signedIn } from '../../platform/auth';
import type { ModuleHandlers } from '../../platform/operation-context';
import { notificationLog, smsLog } from './operator-view';
import { getPreferences, setPreferences, unsubscribe } from './preferences';

export const notificationHandlers: ModuleHandlers<
  'GetNotificationPreferences' | 'SetNotificationPreferences' | 'UnsubscribeNotification' | 'GetBackOfficeNotifications' | 'GetBackOfficeSmsLog'
> = {
  GetNotificationPreferences: (_body, ctx) => getPreferences(ctx, signedIn(ctx.member)),
  SetNotificationPreferences: (body, ctx) => setPreferences(ctx, signedIn(ctx.member), body),
  UnsubscribeNotification: (body, ctx) => unsubscribe(ctx, body),
  GetBackOfficeNotifications: (body, ctx) => notificationLog(ctx, signedIn(ctx.member), body),
  GetBackOfficeSmsLog: (body, ctx) => smsLog(ctx, signedIn(ctx.member), body),
};
