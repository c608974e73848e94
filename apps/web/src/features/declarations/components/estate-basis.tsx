import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResponseOf } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/i18n/format';

type Basis = NonNullable<ResponseOf<'PreviewEMunicipalityDeclaration'>['estateBasis']>;

/** The m² values and the wear share the server's computation used, as it reports them (docs/domain/property-tax.md). */
export function EstateBasis({ basis }: { basis: Basis }) {
  const { t } = useTranslation('declarations');
  const { building } = basis;
  const rows: Array<[string, string]> = [];
  if (basis.unitValue !== null) rows.push([t('preview.unitValue', { year: basis.valuationYear }), t('preview.perSquareMetre', { value: formatMoney(basis.unitValue) })]);
  if (building) {
    rows.push([
      t('preview.constructionCost', { year: basis.valuationYear, usage: building.usageName, type: building.constructionTypeName, class: building.buildingClassName }),
      t('preview.perSquareMetre', { value: formatMoney(building.constructionCost) }),
    ]);
    rows.push([t('preview.abrasion'), `%${formatNumber(building.abrasionPercent)}`]);
  }
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="estate-basis-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="estate-basis-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('preview.basisTitle')}
      </Typography>
      <Table size="small" aria-labelledby="estate-basis-title">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {building && (
        <Typography variant="body2" data-testid="abrasion-why">
          {t('preview.abrasionWhy', {
            percent: formatNumber(building.abrasionPercent),
            built: building.constructionYear,
            year: basis.valuationYear,
            age: building.age,
            type: building.constructionTypeName,
            group: building.abrasionGroupName,
            band: building.ageTo === null ? t('preview.bandOpen', { from: building.ageFrom }) : t('preview.band', { from: building.ageFrom, to: building.ageTo }),
          })}
        </Typography>
      )}
    </Box>
  );
}
