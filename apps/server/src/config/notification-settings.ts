import { z } from 'zod';

/** Reminders and e-mail. Defaults apply when the configuration file does not set them. */
export const notificationSettingsSchema = z.object({
  /** The SMS gateway's contracted rate: reminders are spaced to stay under it. */
  smsPerSecond: z.number().positive().default(10),
  /** Tries of one notification before it is left failed for the operator. */
  maxAttempts: z.number().int().min(1).default(5),
  /** Wait before a failed notification is tried again. */
  retryMinutes: z.number().int().min(1).default(10),
  /** How often queued notifications are sent; 0 turns the jobs off. */
  dispatchIntervalSeconds: z.number().int().nonnegative().default(60),
  /** Reminders are queued from this hour of the Istanbul day on, so nobody is woken by one. */
  remindFromHour: z.number().int().min(0).max(23).default(9),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
