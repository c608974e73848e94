import type { Db } from '../../db/kysely';
import type { Assessment } from './assessment';

export interface DeclarationAccrualInput {
  declarationOid: number;
  declarationNo: string;
  registryOid: number;
  assessment: Assessment;
  now: Date;
}

/** The filed declaration's instalments as ledger accruals (wired to the ledger's createAccruals once it is merged). */
export async function createDeclarationAccruals(_trx: Db, _input: DeclarationAccrualInput): Promise<number[]> {
  return [];
}
