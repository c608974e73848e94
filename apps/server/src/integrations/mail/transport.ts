import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../../db/kysely';
import { insertSimulatedMail } from './mail-repo';
import type { OutgoingMail } from './outgoing-mail';

export type { MailAttachment, OutgoingMail } from './outgoing-mail';

/** Where the portal's e-mail goes (docs/architecture.md §6): the municipality's SMTP server, or the simulator's inbox. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<{ reference: string }>;
}

/** SMTP through nodemailer, configured by `SMTP_URL` (smtp://user:pass@host:587 or smtps://…:465). */
export class SmtpMailTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<{ reference: string }> {
    const info = await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).map((a) => ({ filename: a.fileName, contentType: a.contentType, content: a.content })),
    });
    return { reference: String(info.messageId ?? '') };
  }

  close(): void {
    this.transporter.close();
  }
}

/** The development inbox: messages are kept in the database (all server copies share it) and read at /sim/mail. */
export class SimulatorMailTransport implements MailTransport {
  readonly name = 'simulator';

  constructor(
    private readonly db: Db,
    private readonly from: string,
    private readonly now: () => Date,
  ) {}

  async send(mail: OutgoingMail): Promise<{ reference: string }> {
    const oid = await insertSimulatedMail(this.db, { ...mail, from: this.from, at: this.now() });
    return { reference: `sim-${oid}` };
  }
}
