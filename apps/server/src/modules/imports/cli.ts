import path from 'node:path';
import { parseArgs } from 'node:util';
import { callerDirectory, loadConfig } from '../../config/app-config';
import { openDatabase } from '../../db/kysely';
import { migrateToLatest } from '../../db/migrate';
import { fileEncodings, type FileEncoding } from './csv-sniff';
import { importKindNames } from './kinds';
import type { ProgressReport } from './progress';
import { describeRejection, writeRejectionReport } from './report';
import { importFile, type ImportResult } from './service';

// `npm run import -- --kind K --file F`: one file of the municipality's data into the database the config names (docs/operations.md).
const usage = [
  'Kullanım: npm run import -- --kind TÜR --file DOSYA [--encoding utf-8|windows-1254] [--dry-run] [--report hatalar.csv]',
  `  --kind      ${importKindNames.join(', ')} (bu sırayla yükleyin)`,
  '  --file      .csv ya da .xlsx dosyası; ilk satır sütun adları',
  '  --encoding  CSV karakter kodlaması; verilmezse dosyadan anlaşılır',
  '  --dry-run   yalnızca denetler ve neyin değişeceğini sayar, hiçbir şey yazmaz',
  '  --report    reddedilen satırların listesini bu CSV dosyasına yazar',
  'Veritabanı: DATABASE_URL (PostgreSQL, DATABASE_SCHEMA ile şema) ya da DATA_DIR (gömülü PGlite).',
].join('\n');

interface CliArguments {
  kind: string;
  file: string;
  encoding?: FileEncoding;
  dryRun: boolean;
  report?: string;
}

function parseArguments(argv: string[]): CliArguments | null {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { kind: { type: 'string' }, file: { type: 'string' }, encoding: { type: 'string' }, 'dry-run': { type: 'boolean' }, report: { type: 'string' } },
      strict: true,
    });
    if (!values.kind || !importKindNames.includes(values.kind) || !values.file) return null;
    const encoding = values.encoding?.toLowerCase();
    if (encoding !== undefined && !fileEncodings.includes(encoding as FileEncoding)) return null;
    return {
      kind: values.kind,
      // npm runs the command in apps/server; a path is the one the operator typed where they were.
      file: path.resolve(callerDirectory(), values.file),
      dryRun: values['dry-run'] ?? false,
      ...(encoding ? { encoding: encoding as FileEncoding } : {}),
      ...(values.report ? { report: path.resolve(callerDirectory(), values.report) } : {}),
    };
  } catch {
    return null;
  }
}

const passNames = { validate: 'denetleniyor', load: 'yükleniyor' };

function printProgress(report: ProgressReport): void {
  const left = report.done ? 'bitti' : report.secondsLeft === null ? 'kalan süre hesaplanıyor' : `kalan ~${report.secondsLeft} sn`;
  console.log(`  ${passNames[report.pass]}: ${report.rows.toLocaleString('tr-TR')} satır, ${report.rowsPerSecond.toLocaleString('tr-TR')} satır/sn, ${left}`);
}

function printResult(result: ImportResult, args: CliArguments): void {
  const read = `${result.format.toUpperCase()}${result.encoding ? ` (${result.encoding})` : ''}, ${result.rows.toLocaleString('tr-TR')} veri satırı`;
  if (result.rejections.length > 0) {
    console.error(`Dosya reddedildi, HİÇBİR SATIR YÜKLENMEDİ: ${read}, ${result.rejections.length.toLocaleString('tr-TR')} hata.`);
    for (const r of result.rejections) console.error(`  ${describeRejection(r)}`);
    if (args.report) console.error(`Hata listesi: ${args.report}`);
    return;
  }
  const counts = `${result.inserted} yeni, ${result.updated} değişen, ${result.unchanged} aynı`;
  console.log(result.dryRun ? `Deneme (hiçbir şey yazılmadı): ${read}; yüklenseydi ${counts}.` : `Yüklendi: ${read}; ${counts}.`);
}

async function run(args: CliArguments): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, config.databaseSchema);
    console.log(
      `${args.kind} içe aktarılıyor: ${args.file} → ${config.databaseUrl ? `PostgreSQL (şema ${config.databaseSchema ?? 'public'})` : `gömülü PGlite (${config.dataDir})`}`,
    );
    const result = await importFile(database.db, {
      kind: args.kind,
      file: args.file,
      dryRun: args.dryRun,
      onProgress: printProgress,
      ...(args.encoding ? { encoding: args.encoding } : {}),
    });
    if (args.report && result.rejections.length > 0) await writeRejectionReport(args.report, result.rejections);
    printResult(result, args);
    return result.rejections.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

const args = parseArguments(process.argv.slice(2));
if (!args) {
  console.error(usage);
  process.exitCode = 2;
} else {
  process.exitCode = await run(args).catch((error: unknown) => {
    console.error(`İçe aktarma yapılamadı, hiçbir satır yüklenmedi: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  });
}
