import type { FastifyInstance, FastifyReply } from 'fastify';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch]!);
}

/**
 * A simulator page: plain HTML with no script, and its styles in a file of our own origin,
 * so it works under the strict page policy (platform/security-headers.ts).
 */
export function sendSimulatorPage(reply: FastifyReply, title: string, body: string, status = 200) {
  // Reading the nonce switches this response from the API policy to the page policy.
  void reply.pageNonce;
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sim/assets/simulator.css"></head>` +
        `<body><main><p class="sim-badge">Simülatör — gerçek sistem değildir</p>${body}</main></body></html>`,
    );
}

const stylesheet = `
:root { color-scheme: light; font-family: system-ui, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f4f6f8; color: #1b1f24; }
main { max-width: 52rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { font-size: 1.5rem; margin-top: 0; }
.sim-badge { display: inline-block; margin: 0 0 1rem; padding: .2rem .6rem; border-radius: 4px; background: #fff4d6; color: #5c4300; font-size: .85rem; }
.identities { list-style: none; padding: 0; display: grid; gap: .75rem; }
.button { display: block; padding: .75rem 1rem; border-radius: 6px; background: #b7001c; color: #fff; text-decoration: none; font-weight: 600; }
.button:focus-visible, a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #1a4fd6; outline-offset: 2px; }
.button.secondary { background: #fff; color: #b7001c; border: 2px solid #b7001c; }
.hint { color: #4a5560; font-size: .9rem; }
.error { color: #9b0000; font-weight: 600; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; font-weight: 600; padding-bottom: .5rem; }
th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #d6dbe0; vertical-align: top; }
form { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; margin-bottom: 1rem; }
label { display: grid; gap: .25rem; }
input { padding: .5rem; border: 1px solid #6b7580; border-radius: 4px; font-size: 1rem; }
button { padding: .55rem 1rem; border: 0; border-radius: 4px; background: #1a4fd6; color: #fff; font-size: 1rem; cursor: pointer; }
`;

export function registerSimulatorAssets(app: FastifyInstance) {
  app.get('/sim/assets/simulator.css', (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').type('text/css; charset=utf-8').send(stylesheet));
}
