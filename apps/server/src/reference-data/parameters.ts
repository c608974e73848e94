import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { findActiveParameter, findActiveParameters } from './parameter-repo';

/**
 * Lookup lists (by parameter-type code) are reference data every module reads, so
 * they live below the modules rather than inside one of them.
 */
type ParameterRow = Awaited<ReturnType<typeof findActiveParameters>>[number];

const toParameter = (row: ParameterRow) => ({
  parameterTypeCode: row.parameter_type_code,
  parameterCode: row.parameter_code,
  parameterName: row.parameter_name,
  ...(row.parameter_name_en ? { parameterNameEn: row.parameter_name_en } : {}),
  parameterValue: row.parameter_value,
  sortOrder: row.sort_order,
});

export async function listParameters(db: Db, typeCode: string) {
  return (await findActiveParameters(db, typeCode)).map(toParameter);
}

export async function getParameter(db: Db, typeCode: string, code: string) {
  const row = await findActiveParameter(db, typeCode, code);
  if (!row) throw new DomainError('PARAMETER_NOT_FOUND');
  return toParameter(row);
}

/** A numeric setting of the municipality (list 101), or the fallback when it is not set. */
export async function numericSetting(db: Db, code: string, fallback: number): Promise<number> {
  const row = await findActiveParameter(db, '101', code);
  const value = Number(row?.parameter_value);
  return row && Number.isFinite(value) ? value : fallback;
}
