import type { Db } from '../../db/kysely';

export function findBanks(db: Db) {
  return db.selectFrom('bank').select(['bank_code', 'bank_name', 'eft_code']).orderBy('bank_code').execute();
}

export function findBank(db: Db, bankCode: string) {
  return db.selectFrom('bank').select(['bank_code']).where('bank_code', '=', bankCode).executeTakeFirst();
}

export function findBranchesOfBank(db: Db, bankCode: string) {
  return db.selectFrom('bank_branch').select(['oid', 'bank_code', 'branch_code', 'branch_name', 'city_name']).where('bank_code', '=', bankCode).execute();
}
