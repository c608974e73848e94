import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportKindCode, ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import { recordAudit } from '../../accounts/audit';
import { signedIn } from '../../platform/auth';
import type { ModuleHandlers, OperationContext } from '../../platform/operation-context';
import { rejectionText } from './rejections';
import { importFile } from './service';

/** The refusals an answer carries: enough to fix a file by, small enough for a screen. */
const MAX_REJECTIONS = 1000;

/**
 * The back office's import: the uploaded file is written to a private temporary folder and read
 * by `importFile`, exactly as the command reads a file on disk, then removed.
 */
async function runImport(ctx: OperationContext, body: ParsedRequestOf<'RunBackOfficeImport'>): Promise<ResponseOf<'RunBackOfficeImport'>> {
  const member = signedIn(ctx.member);
  const dir = await mkdtemp(path.join(tmpdir(), 'ebelediye-import-'));
  try {
    const file = path.join(dir, /\.xlsx$/i.test(body.fileName) ? 'aktarim.xlsx' : 'aktarim.csv');
    await writeFile(file, Buffer.from(body.contentBase64, 'base64'));
    const result = await importFile(ctx.db, { kind: body.kind, file, dryRun: body.dryRun, now: ctx.now(), ...(body.encoding ? { encoding: body.encoding } : {}) });
    if (!body.dryRun) {
      const reason = `IMPORT_${body.kind.toUpperCase() as Uppercase<ImportKindCode>}` as const;
      await recordAudit(ctx.db, { type: 'DATA_IMPORT', memberOid: member.userOid, success: result.loaded, ip: ctx.ip, reason }, ctx.now());
    }
    return {
      ...result,
      kind: body.kind,
      rejections: result.rejections.slice(0, MAX_REJECTIONS).map((r) => ({ ...r, reason: rejectionText(r.code) })),
      rejectionCount: result.rejections.length,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const importHandlers: ModuleHandlers<'RunBackOfficeImport'> = {
  RunBackOfficeImport: (body, ctx) => runImport(ctx, body),
};
