import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/kysely';
import { findQueuedMessage, insertOutboxMessage, markFailed, markSent } from './outbox-repo';
import type { SmsProvider } from './provider';

export interface OutgoingSms {
  /** 10-digit national mobile number. */
  gsm: string;
  typeCode: number;
  messageCode: number | null;
  title: string | null;
  body: string;
}

/**
 * Every SMS goes into the outbox first (in the caller's transaction, with the change it
 * reports), then to the provider. Without a provider, messages stay queued for the
 * municipality's own dispatcher to pick up.
 */
export class SmsGateway {
  constructor(
    private readonly provider: SmsProvider | null,
    private readonly now: () => Date,
    /** The municipality's SMS sender name (municipality file). */
    private readonly sender: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  enqueue(db: Db, sms: OutgoingSms): Promise<number> {
    return insertOutboxMessage(db, {
      gsm: sms.gsm,
      type_code: sms.typeCode,
      message_code: sms.messageCode,
      title: sms.title,
      body: sms.body,
      status: 'QUEUED',
      created_at: this.now(),
    });
  }

  async deliver(db: Db, oid: number): Promise<void> {
    const message = this.provider && (await findQueuedMessage(db, oid));
    if (!this.provider || !message) return;
    try {
      const { reference } = await this.provider.send({ gsm: message.gsm, body: message.body, sender: this.sender });
      await markSent(db, oid, reference, this.now());
    } catch (error) {
      // The provider's error text only: the message body holds a code or a password.
      const reason = error instanceof Error ? error.message.slice(0, 200) : 'send failed';
      this.log?.warn({ outboxOid: oid, provider: this.provider.name }, 'sms delivery failed');
      await markFailed(db, oid, reason);
    }
  }

  async send(db: Db, sms: OutgoingSms): Promise<void> {
    await this.deliver(db, await this.enqueue(db, sms));
  }
}
