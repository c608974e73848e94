/** An e-mail as the portal hands it to a transport. */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}
