import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The baseline: Fastify with nothing on it but one JSON route, in its own process like the portal.
// With a file argument the route sends that file's JSON as it is: the ceiling for a response of that size.
const [portArgument, payloadFile] = process.argv.slice(2);
const app = Fastify({ logger: false });
const answer = payloadFile ? readFileSync(payloadFile, 'utf8') : JSON.stringify({ sonuc: 'tamam', kod: 0, mesaj: 'Merhaba' });

app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/api/Bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(answer));

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: Number(portArgument) });
