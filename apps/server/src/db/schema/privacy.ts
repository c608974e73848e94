import type { Generated } from 'kysely';

export type NotificationChannel = 'sms' | 'email';
export type NotificationKind = 'reminder' | 'decision' | 'receipt';

/** Issue 20 (migration 2026-11-25T12-00): consents, notifications, mail simulator, staff access log. */
export interface PrivacyTables {
  notification_consent: {
    oid: Generated<number>;
    member_oid: number;
    channel: NotificationChannel;
    kind: NotificationKind;
    given: boolean;
    wording_version: string;
    /** The exact sentence the member agreed to or withdrew. */
    wording: string;
    source: 'profile' | 'sms-info' | 'unsubscribe';
    recorded_at: Date;
  };
  unsubscribe_link: { nonce: string; member_oid: number; channel: NotificationChannel; kind: NotificationKind; created_at: Date; used_at: Date | null };
  notification: {
    oid: Generated<number>;
    dedupe_key: string;
    member_oid: number;
    channel: NotificationChannel;
    kind: NotificationKind;
    /** 'reminder-7', 'reminder-0' or 'receipt'. */
    purpose: string;
    /** The phone (10 digits) or e-mail address at the time it was queued. */
    recipient: string;
    /** ISO date. */
    due_date: string | null;
    /** Comma-separated accrual oids a reminder covers. */
    accrual_oids: string | null;
    /** Kuruş still open when a reminder was queued. */
    amount: string | number | null;
    collection_oid: number | null;
    /** Decisions: the message as written when the decision was made. */
    subject: string | null;
    body: string | null;
    /** A reminder sent to a company's representative: the company it is for, as titled when queued. */
    on_behalf_of: Generated<string | null>;
    status: 'queued' | 'sending' | 'sent' | 'failed';
    attempts: Generated<number>;
    last_error: string | null;
    created_at: Date;
    next_attempt_at: Date;
    sent_at: Date | null;
  };
  sim_mail: { oid: Generated<number>; to_address: string; from_address: string; subject: string; text_body: string; html_body: string; created_at: Date };
  sim_mail_attachment: { oid: Generated<number>; mail_oid: number; file_name: string; content_type: string; content: Uint8Array };
  record_access: {
    oid: Generated<string>;
    member_oid: number | null;
    registry_oid: number | null;
    staff_member_oid: number;
    staff_role: string;
    staff_unit: string;
    screen: string;
    reason: string;
    accessed_at: Date;
  };
}
