import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely';
import { escapeHtml, sendSimulatorPage } from '../simulator-page';
import { findSimulatedAttachment, findSimulatedMails } from './mail-repo';

type Mail = Awaited<ReturnType<typeof findSimulatedMails>>[number];

const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

function list(to: string, mails: Mail[]): string {
  if (mails.length === 0) return `<p>${escapeHtml(to)} adresine gönderilmiş e-posta yok.</p>`;
  return mails
    .map((m) => {
      const files = m.attachments.map((a) => `<li><a href="/sim/mail/attachments/${a.oid}">${escapeHtml(a.file_name)}</a> (${escapeHtml(a.content_type)})</li>`).join('');
      return (
        `<article class="mail"><h2>${escapeHtml(m.subject)}</h2><p class="hint">${escapeHtml(m.created_at.toISOString())} — ${escapeHtml(m.from_address)}</p>` +
        `<pre>${escapeHtml(m.text_body)}</pre>${files ? `<h3>Ekler</h3><ul>${files}</ul>` : ''}</article>`
      );
    })
    .join('');
}

const form = (value: string) =>
  `<form method="get" action="/sim/mail"><label>E-posta adresi<input name="to" type="email" autocomplete="off" value="${escapeHtml(value)}"></label><button type="submit">Göster</button></form>`;

/**
 * The e-mail simulator: what the portal sent to one address. The plain-text part
 * is shown (the HTML part is in the JSON, never rendered here, so a message cannot run code on
 * this page); attachments open at /sim/mail/attachments/:oid. `format=json` is for tests.
 */
export function registerMailSimulator(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { to?: string; format?: string } }>('/sim/mail', async (request, reply) => {
    const to = (request.query.to ?? '').trim();
    const json = request.query.format === 'json';
    if (!emailPattern.test(to)) {
      if (json) return reply.status(400).send({ Message: 'Geçerli bir e-posta adresi giriniz.', code: 'VALIDATION_FAILED' });
      const error = to ? '<p class="error" role="alert">Geçerli bir e-posta adresi giriniz.</p>' : '';
      return sendSimulatorPage(reply, 'E-posta Gelen Kutusu', `<h1>E-posta Gelen Kutusu</h1>${error}${form(to)}`, to ? 400 : 200);
    }
    const mails = await findSimulatedMails(db, to, 50);
    if (json) {
      return reply.header('Cache-Control', 'no-store').send(
        mails.map((m) => ({
          oid: m.oid,
          to: m.to_address,
          from: m.from_address,
          subject: m.subject,
          text: m.text_body,
          html: m.html_body,
          createdAt: m.created_at.toISOString(),
          attachments: m.attachments.map((a) => ({ oid: a.oid, fileName: a.file_name, contentType: a.content_type, url: `/sim/mail/attachments/${a.oid}` })),
        })),
      );
    }
    return sendSimulatorPage(reply, 'E-posta Gelen Kutusu', `<h1>E-posta Gelen Kutusu</h1>${form(to)}${list(to, mails)}`);
  });

  app.get<{ Params: { oid: string } }>('/sim/mail/attachments/:oid', async (request, reply) => {
    const oid = Number(request.params.oid);
    const file = Number.isSafeInteger(oid) && oid > 0 ? await findSimulatedAttachment(db, oid) : undefined;
    if (!file) return reply.status(404).send({ Message: 'Ek bulunamadı.', code: 'NOT_FOUND' });
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${file.file_name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
      .type(file.content_type)
      .send(Buffer.from(file.content));
  });
}
