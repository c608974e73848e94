import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { byTurkishName } from '../../reference-data/turkish-order';
import * as repo from './repo';

export async function listBanks(db: Db) {
  const rows = await repo.findBanks(db);
  return rows.map((row) => ({ bankCode: row.bank_code, bankName: row.bank_name, eftCode: row.eft_code })).sort(byTurkishName((b) => b.bankName));
}

export async function listBranches(db: Db, bankCode: string) {
  if (!(await repo.findBank(db, bankCode))) throw new DomainError('NOT_FOUND', 'Banka bulunamadı.');
  const rows = await repo.findBranchesOfBank(db, bankCode);
  return rows
    .map((row) => ({ bankBranchOid: row.oid, bankCode: row.bank_code, branchCode: row.branch_code, branchName: row.branch_name, cityName: row.city_name }))
    .sort(byTurkishName((b) => b.branchName));
}
