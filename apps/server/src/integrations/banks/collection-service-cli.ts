/**
 * A contracted bank's teller, for the demo and for a bank's integrator: signs and runs the collection
 * service's calls against a running portal (docs/domain/bank-service.md).
 *
 *   npm run bank-client -- debts <subscriberNo|T.C. Kimlik No|VKN>
 *   npm run bank-client -- pay-all <subscriberNo|T.C. Kimlik No|VKN> <bankReference>
 *   npm run bank-client -- pay <subscriberNo|T.C. Kimlik No|VKN> <bankReference> <debtId>...
 *   npm run bank-client -- cancel <bankReference> <reason>
 *   npm run bank-client -- list <YYYY-MM-DD>
 *
 * The portal's address and the bank's key come from the portal's own configuration (HOST, PORT,
 * BANK_<code>_SERVICE_KEY or the demo key of app-setting.json); `--bank <code>` picks the bank (0010).
 */
import { loadConfig } from '../../config/app-config';
import { CollectionServiceClient, type PayerKey } from './collection-service-client';

const payerOf = (id: string): PayerKey => (/^\d{11}$/.test(id) ? { nationalId: id } : /^\d{10}$/.test(id) ? { taxNumber: id } : { subscriberNo: id });

async function run(argv: string[]) {
  const at = argv.indexOf('--bank');
  const bankCode = at >= 0 ? (argv[at + 1] ?? '') : '0010';
  const args = at >= 0 ? argv.filter((_, i) => i !== at && i !== at + 1) : argv;
  const config = loadConfig();
  const client = new CollectionServiceClient({
    baseUrl: `http://${['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host}:${config.port}`,
    bankCode,
    serviceKey: config.secrets.banks[bankCode]?.serviceKey ?? '',
  });
  const [command, first = '', second = '', ...rest] = args;
  if (command === 'debts') return client.queryDebts(payerOf(first));
  if (command === 'pay-all' || command === 'pay') {
    // The teller's screen: the debts as the portal prices them today, the chosen ones paid at that total.
    const query = await client.queryDebts(payerOf(first));
    if (query.status !== 200) return query;
    const chosen = new Set(rest.map(Number));
    const debts = (query.body.debts as { id: number; total: number }[]).filter((d) => command === 'pay-all' || chosen.has(d.id));
    const amount = debts.reduce((sum, d) => sum + d.total, 0);
    return client.pay(payerOf(first), { bankReference: second, debtIds: debts.map((d) => d.id), amount });
  }
  if (command === 'cancel') return client.cancel(first, second);
  if (command === 'list') return client.dailyList(first);
  throw new Error('usage: debts <id> | pay-all <id> <bankReference> | pay <id> <bankReference> <debtId>... | cancel <bankReference> <reason> | list <YYYY-MM-DD>');
}

const answer = await run(process.argv.slice(2));
process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
process.exitCode = answer.status === 200 ? 0 : 1;
