import type { Db } from '../../db/kysely';
import type { OutgoingMail } from './outgoing-mail';

export async function insertSimulatedMail(db: Db, mail: OutgoingMail & { from: string; at: Date }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { oid } = await trx
      .insertInto('sim_mail')
      .values({ to_address: mail.to.toLowerCase(), from_address: mail.from, subject: mail.subject, text_body: mail.text, html_body: mail.html, created_at: mail.at })
      .returning('oid')
      .executeTakeFirstOrThrow();
    for (const a of mail.attachments ?? []) {
      await trx.insertInto('sim_mail_attachment').values({ mail_oid: oid, file_name: a.fileName, content_type: a.contentType, content: a.content }).execute();
    }
    return oid;
  });
}

/** The messages sent to one address, newest first, with their attachments' names. */
export async function findSimulatedMails(db: Db, to: string, limit: number) {
  const mails = await db
    .selectFrom('sim_mail')
    .select(['oid', 'to_address', 'from_address', 'subject', 'text_body', 'html_body', 'created_at'])
    .where('to_address', '=', to.toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
  const attachments = mails.length
    ? await db
        .selectFrom('sim_mail_attachment')
        .select(['oid', 'mail_oid', 'file_name', 'content_type'])
        .where(
          'mail_oid',
          'in',
          mails.map((m) => m.oid),
        )
        .orderBy('oid')
        .execute()
    : [];
  return mails.map((m) => ({ ...m, attachments: attachments.filter((a) => a.mail_oid === m.oid) }));
}

export function findSimulatedAttachment(db: Db, oid: number) {
  return db.selectFrom('sim_mail_attachment').select(['file_name', 'content_type', 'content']).where('oid', '=', oid).executeTakeFirst();
}
