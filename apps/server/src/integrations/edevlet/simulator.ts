import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { edevletDemoIdentities } from './simulator-identities';
import { escapeHtml, sendSimulatorPage } from '../simulator-page';
import { EdevletSimulatorState } from './simulator-state';

type Params = Record<string, string | undefined>;
const base = '/sim/edevlet';

/** The registered callback: the configured path, on this host or relative (a real client registers one address). */
function allowedRedirect(redirectUri: string | undefined, config: AppConfig, host: string | undefined): boolean {
  if (!redirectUri) return false;
  const registered = config.publicSetting.EDEVLET_REDIRECT_URI;
  if (redirectUri.startsWith('/')) return redirectUri.split(/[?#]/)[0] === registered;
  try {
    const url = new URL(redirectUri);
    const sameHost = host !== undefined && url.host === new URL(`${url.protocol}//${host}`).host;
    return (url.protocol === 'http:' || url.protocol === 'https:') && sameHost && url.pathname === registered;
  } catch {
    return false;
  }
}

function withQuery(uri: string, query: Record<string, string>): string {
  return `${uri}${uri.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

function loginPage(reply: FastifyReply, query: Params) {
  const carry = { client_id: query.client_id!, redirect_uri: query.redirect_uri!, state: query.state ?? '' };
  const choices = edevletDemoIdentities
    .map((person) => {
      const href = `${base}/AuthorizationController/karar?${new URLSearchParams({ ...carry, kimlikNo: person.kimlikNo })}`;
      return `<li><a class="button" href="${escapeHtml(href)}">${escapeHtml(`${person.ad} ${person.soyad}`)} (${person.kimlikNo}) ile giriş yap</a><span class="hint">${escapeHtml(person.note)}</span></li>`;
    })
    .join('');
  const cancel = `${base}/AuthorizationController/karar?${new URLSearchParams({ ...carry, iptal: '1' })}`;
  return sendSimulatorPage(
    reply,
    'e-Devlet Kapısı Giriş (Simülatör)',
    `<h1>e-Devlet Kapısı ile Giriş</h1><p>Kapsam: ${escapeHtml(query.scope ?? '')}. Giriş yapacak kişiyi seçiniz.</p>` +
      `<ul class="identities">${choices}</ul><p><a class="button secondary" href="${escapeHtml(cancel)}">Girişi iptal et</a></p>`,
  );
}

/**
 * The e-Devlet simulator (docs/architecture.md §6) with the real endpoints' names, parameters and
 * answer shapes (docs/domain/e-devlet.md): a login page that stands in for the citizen's e-Devlet
 * sign-in, the token endpoint and the person-info endpoint with their error cases.
 */
export async function registerEdevletSimulator(app: FastifyInstance, config: AppConfig, now: () => Date) {
  const memory = new EdevletSimulatorState(now);
  const clientId = config.publicSetting.EDEVLET_CLIENT_ID;

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const refuse = (reply: FastifyReply, text: string) =>
      sendSimulatorPage(reply, 'e-Devlet Kapısı', `<h1>e-Devlet Kapısı</h1><p class="error" role="alert">${escapeHtml(text)}</p>`, 400);

    scope.get<{ Querystring: Params }>(`${base}/AuthorizationController`, async (request, reply) => {
      const q = request.query;
      if (q.response_type !== 'code') return refuse(reply, 'Desteklenmeyen yanıt türü (response_type=code olmalı).');
      if (q.client_id !== clientId) return refuse(reply, 'Tanınmayan istemci (client_id).');
      if (!allowedRedirect(q.redirect_uri, config, request.headers.host)) return refuse(reply, 'Dönüş adresi (redirect_uri) kayıtlı adresle eşleşmiyor.');
      return loginPage(reply, q);
    });

    scope.get<{ Querystring: Params }>(`${base}/AuthorizationController/karar`, async (request, reply) => {
      const q = request.query;
      if (q.client_id !== clientId || !allowedRedirect(q.redirect_uri, config, request.headers.host)) return refuse(reply, 'Geçersiz istek.');
      const state = q.state ?? '';
      if (q.iptal) {
        return reply.redirect(withQuery(q.redirect_uri!, { error: 'access_denied', error_description: 'Kullanıcı girişi iptal etti.', state }));
      }
      if (!edevletDemoIdentities.some((p) => p.kimlikNo === q.kimlikNo)) return refuse(reply, 'Bilinmeyen kişi.');
      const code = memory.issueCode(q.kimlikNo!, q.redirect_uri!, clientId);
      return reply.redirect(withQuery(q.redirect_uri!, { code, state }));
    });

    scope.post<{ Body: Params | undefined; Querystring: Params }>(`${base}/AccessTokenController`, async (request, reply) => {
      const p = { ...request.query, ...(request.body ?? {}) };
      if (p.client_id !== clientId || p.client_secret !== config.secrets.EDEVLET_CLIENT_SECRET) {
        return reply.status(401).send({ error: 'invalid_client', error_description: 'İstemci doğrulanamadı.' });
      }
      if (p.grant_type !== 'authorization_code' || !p.code || !p.redirect_uri) {
        return reply.status(400).send({ error: 'invalid_request', error_description: 'grant_type, code ve redirect_uri zorunludur.' });
      }
      const redeemed = memory.redeemCode(p.code, p.redirect_uri, p.client_id);
      if (!redeemed.ok) return reply.status(400).send({ error: redeemed.error, error_description: redeemed.description });
      return { access_token: memory.issueToken(redeemed.kimlikNo), token_type: 'bearer', expires_in: 600 };
    });

    scope.post<{ Body: Params | undefined; Querystring: Params }>(`${base}/AuthenticationController`, async (request) => {
      const p = { ...request.query, ...(request.body ?? {}) };
      if (p.clientId !== clientId) return { sonucKodu: 'EDV09.001', sonucAciklamasi: 'Tanınmayan istemci.' };
      if (p.resourceId !== '1' || p.kapsam !== 'Ad-Soyad') return { sonucKodu: 'EDV09.002', sonucAciklamasi: 'Desteklenmeyen kaynak veya kapsam.' };
      const kimlikNo = p.accessToken ? memory.personOf(p.accessToken) : null;
      const person = edevletDemoIdentities.find((i) => i.kimlikNo === kimlikNo);
      if (!person) return { sonucKodu: 'EDV09.003', sonucAciklamasi: 'Erişim anahtarı geçersiz veya süresi dolmuş.' };
      return { sonucKodu: 'EDV09.000', sonucAciklamasi: 'İşlem başarılı.', kullaniciBilgileri: { kimlikNo: person.kimlikNo, ad: person.ad, soyad: person.soyad } };
    });
  });
}
