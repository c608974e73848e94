import { formatGsm, normalizeGsm } from '@ebelediye/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely';
import { escapeHtml, sendSimulatorPage } from '../simulator-page';
import { findMessagesForGsm } from './outbox-repo';

type Message = Awaited<ReturnType<typeof findMessagesForGsm>>[number];

const typeLabel = (type: number) => (type === 6 ? 'Doğrulama kodu' : type === 7 ? 'Bilgilendirme' : String(type));

function table(gsm: string, messages: Message[]): string {
  if (messages.length === 0) return `<p>${escapeHtml(formatGsm(gsm))} numarasına gönderilmiş mesaj yok.</p>`;
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.created_at.toISOString())}</td><td>${typeLabel(m.type_code)} (${m.type_code})</td>` +
        `<td>${m.message_code ?? '—'}</td><td>${escapeHtml(m.title ?? '')}</td><td>${escapeHtml(m.body)}</td><td>${m.status}</td></tr>`,
    )
    .join('');
  return (
    `<table><caption>${escapeHtml(formatGsm(gsm))} numarasına gönderilen mesajlar (yeniden eskiye)</caption>` +
    `<thead><tr><th scope="col">Zaman</th><th scope="col">Tür</th><th scope="col">Mesaj kodu</th><th scope="col">Başlık</th>` +
    `<th scope="col">Mesaj</th><th scope="col">Durum</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

const form = (value: string) =>
  `<form method="get" action="/sim/sms"><label>Cep telefonu<input name="gsm" inputmode="numeric" autocomplete="off" value="${escapeHtml(value)}" placeholder="5XXXXXXXXX"></label><button type="submit">Göster</button></form>`;

/**
 * The SMS simulator (docs/architecture.md §6): the outbox read per phone. Demo users and the tests
 * read codes and new passwords here; `format=json` gives the same list as JSON.
 */
export function registerSmsSimulator(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { gsm?: string; format?: string } }>('/sim/sms', async (request, reply) => {
    const given = request.query.gsm ?? '';
    const gsm = given ? normalizeGsm(given) : null;
    const json = request.query.format === 'json';
    if (!gsm) {
      if (json) return reply.status(400).send({ Message: 'Cep telefonunu 5XXXXXXXXX biçiminde giriniz.', code: 'VALIDATION_FAILED' });
      const error = given ? '<p class="error" role="alert">Cep telefonunu 5XXXXXXXXX biçiminde giriniz.</p>' : '';
      return sendSimulatorPage(reply, 'SMS Gelen Kutusu', `<h1>SMS Gelen Kutusu</h1>${error}${form(given)}`, given ? 400 : 200);
    }
    const messages = await findMessagesForGsm(db, gsm, 50);
    if (json) {
      return reply.header('Cache-Control', 'no-store').send(
        messages.map((m) => ({
          oid: m.oid,
          gsm: m.gsm,
          typeCode: m.type_code,
          messageCode: m.message_code,
          title: m.title,
          body: m.body,
          status: m.status,
          createdAt: m.created_at.toISOString(),
          sentAt: m.sent_at?.toISOString() ?? null,
        })),
      );
    }
    return sendSimulatorPage(reply, 'SMS Gelen Kutusu', `<h1>SMS Gelen Kutusu</h1>${form(gsm)}${table(gsm, messages)}`);
  });
}
