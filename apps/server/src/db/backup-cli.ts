import { parseArgs } from 'node:util';
import path from 'node:path';
import { callerDirectory, loadConfig } from '../config/app-config';
import { DataDirInUse } from './data-dir-lock';
import { backupEmbedded, BackupRefused, restoreEmbedded } from './embedded-backup';

// `npm run backup -- --to FILE` and `npm run restore -- --from FILE [--data-dir DIR]` (docs/operations.md, "Backups and restore").
const usage = [
  'Kullanım:',
  '  npm run backup -- --to DOSYA [--data-dir KLASÖR] [--overwrite]',
  '  npm run restore -- --from DOSYA [--data-dir KLASÖR] [--replace]',
  '  --data-dir   gömülü veritabanının klasörü (varsayılan: DATA_DIR)',
  '  --overwrite  var olan yedek dosyasının üzerine yazar',
  '  --replace    boş olmayan veri klasörünü silip yedeği yerine koyar',
  'Yedek portal durdurulmuşken alınır; portal çalışırken komut reddeder.',
  'PostgreSQL (DATABASE_URL) için: pg_dump -Fc / pg_restore (docs/operations.md).',
].join('\n');

const options = {
  to: { type: 'string' },
  from: { type: 'string' },
  'data-dir': { type: 'string' },
  overwrite: { type: 'boolean' },
  replace: { type: 'boolean' },
} as const;

async function run(command: string | undefined, argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options, strict: true });
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL bir PostgreSQL sunucusu gösteriyor: yedek için pg_dump -Fc, geri yükleme için pg_restore kullanın (docs/operations.md).');
    return 2;
  }
  const here = callerDirectory();
  const dataDir = values['data-dir'] ? path.resolve(here, values['data-dir']) : config.dataDir;
  if (command === 'backup' && values.to) {
    const result = await backupEmbedded(dataDir, path.resolve(here, values.to), { overwrite: values.overwrite ?? false });
    console.log(`Yedek alındı ve doğrulandı: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.migrations} migration)`);
    return 0;
  }
  if (command === 'restore' && values.from) {
    const result = await restoreEmbedded(path.resolve(here, values.from), dataDir, { replace: values.replace ?? false });
    console.log(`Yedek geri yüklendi: ${result.dataDir} (${result.migrations} migration). Portal DATA_DIR=${result.dataDir} ile başlatılabilir.`);
    return 0;
  }
  console.error(usage);
  return 2;
}

const [command, ...rest] = process.argv.slice(2);
process.exitCode = await run(command, rest).catch((error: unknown) => {
  if (error instanceof BackupRefused || error instanceof DataDirInUse) console.error(error.message);
  else if (error instanceof TypeError && 'code' in error) console.error(`${error.message}\n${usage}`);
  else console.error(`İşlem tamamlanamadı (failed): ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
