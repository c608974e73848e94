import type { Db } from '../kysely';
import { taxTableYears } from './tax-tables';

/**
 * Per-year settings of the demo municipality: Antakya lies inside Hatay Büyükşehir Belediyesi
 * (Law 6360, since 2014), so property-tax rates are doubled (1319; domain.md §4.1). The 2464
 * municipality group is not established (domain.md §4.7, GAP) and stays empty.
 */
export async function seedDeclarationSettings(db: Db): Promise<void> {
  await db
    .insertInto('tax_year_setting')
    .values(taxTableYears.map((year) => ({ tax_year: year, is_metropolitan: true, municipality_group: null, note: 'Hatay Büyükşehir Belediyesi sınırları içinde' })))
    .execute();
}
