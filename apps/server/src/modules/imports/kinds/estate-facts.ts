import { choice, optionalArea, optionalCode, optionalText } from '../fields';
import type { Cells, RowIssues } from '../kind';

/**
 * The facts of an estate a property-tax assessment reads beyond its place and areas
 * (docs/domain/property-tax.md, "Yearly accrual"): codes of the municipality's tax tables, the
 * land share and the surcharges of a building, the land type of land. The codes are kept as
 * written; the yearly run looks them up in the year's tables and names a code they lack, so the
 * register does not wait for the tables.
 */
export interface EstateFacts {
  usageTypeCode: string | null;
  constructionTypeCode: number | null;
  buildingClassCode: number | null;
  landShareArea: number | null;
  centralHeating: boolean;
  elevator: boolean;
  landTypeCode: string | null;
}

export const estateFactColumns = ['kullanim_turu_kodu', 'yapi_sinifi_kodu', 'arsa_payi', 'kalorifer', 'asansor', 'arazi_cinsi_kodu'];

/** A value given for an estate of another kind is refused rather than dropped, so the file's mistake is seen. */
function onlyFor<V>(issues: RowIssues, header: string, value: V, allowed: boolean, given: boolean): V | null {
  if (!allowed && given) issues.reject(header, 'NOT_FOR_ESTATE_KIND', String(value));
  return allowed ? value : null;
}

export function parseEstateFacts(cells: Cells, issues: RowIssues, estateCode: 1 | 2 | 3, constructionTypeCode: number | null): EstateFacts {
  const building = estateCode === 1;
  const usage = optionalText(cells, issues, 'kullanim_turu_kodu', 20);
  const buildingClass = optionalCode(cells, issues, 'yapi_sinifi_kodu');
  const landShare = optionalArea(cells, issues, 'arsa_payi');
  const heating = choice(cells, issues, 'kalorifer', ['E', 'H'], 'H');
  const elevator = choice(cells, issues, 'asansor', ['E', 'H'], 'H');
  const landType = optionalText(cells, issues, 'arazi_cinsi_kodu', 20);
  return {
    usageTypeCode: onlyFor(issues, 'kullanim_turu_kodu', usage, building, usage !== null),
    constructionTypeCode,
    buildingClassCode: onlyFor(issues, 'yapi_sinifi_kodu', buildingClass, building, buildingClass !== null),
    landShareArea: onlyFor(issues, 'arsa_payi', landShare, building, landShare !== null),
    centralHeating: onlyFor(issues, 'kalorifer', heating, building, heating === 'E') === 'E',
    elevator: onlyFor(issues, 'asansor', elevator, building, elevator === 'E') === 'E',
    landTypeCode: onlyFor(issues, 'arazi_cinsi_kodu', landType, estateCode === 3, landType !== null),
  };
}
