import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResponseOf } from '@ebelediye/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber } from '../../../lib/i18n/format';
import { EstateBasis } from './estate-basis';

type Tax = ResponseOf<'PreviewEMunicipalityDeclaration'>;
type Instalment = Tax['instalments'][number];

function DueReason({ instalment }: { instalment: Instalment }) {
  const { t } = useTranslation('declarations');
  const { dueReason, legalDueDate, holidayName } = instalment;
  if (!dueReason) return null;
  const key = dueReason === 'holiday' && !holidayName ? 'holidayUnnamed' : dueReason;
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {t(`preview.why.${key}`, { legal: legalDueDate ? formatDate(legalDueDate) : '', holiday: holidayName })}
    </Typography>
  );
}

function ValueCapNote({ cap }: { cap: NonNullable<Tax['valueCap']> }) {
  const { t } = useTranslation('declarations');
  const values = {
    year: cap.baseYear,
    base: formatMoney(cap.baseTaxValue),
    cap: formatMoney(cap.capValue),
    uncapped: formatMoney(cap.uncappedTaxValue),
    factor: formatNumber(cap.factorPercent / 100),
  };
  return (
    <Alert severity={cap.applied ? 'warning' : 'info'}>
      <AlertTitle>{t('preview.capTitle')}</AlertTitle>
      {t(cap.applied ? 'preview.capApplied' : 'preview.capWithin', values)}
    </Alert>
  );
}

/** The computation, the yearly tax and its instalments with why each is due when it is, shown before the citizen confirms. */
export function TaxPreview({ tax }: { tax: Tax }) {
  const { t } = useTranslation('declarations');
  const twoYearly = tax.instalments.length === 2 && tax.instalments[0]?.legalDueDate?.endsWith('-05-31');
  return (
    <Box component="section" aria-labelledby="tax-preview-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="tax-preview-title" variant="h2" component="h2" sx={{ fontSize: 20 }}>
          {t('preview.title')}
        </Typography>
        {tax.usesDemoTariff && <Chip color="warning" size="small" label={t('preview.demo')} />}
      </Box>
      {tax.lateFiling && (
        <Alert severity="warning" data-testid="late-filing">
          <AlertTitle>{t('preview.lateTitle')}</AlertTitle>
          {t('preview.lateText', { year: tax.lateFiling.taxYear, date: formatDate(tax.lateFiling.filedOn) })}
        </Alert>
      )}
      {tax.warnings?.includes('landShareZero') && <Alert severity="warning">{t('preview.landShareZero')}</Alert>}
      <Table size="small" aria-labelledby="tax-preview-title">
        <TableBody>
          {tax.lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row">
                {line.label}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amount)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('preview.taxAmount')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="tax-amount">
              {formatMoney(tax.taxAmount)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {tax.valueCap && <ValueCapNote cap={tax.valueCap} />}
      {tax.estateBasis && <EstateBasis basis={tax.estateBasis} />}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('preview.instalments')}
      </Typography>
      {twoYearly && <Typography variant="body2">{t('preview.twoInstalments')}</Typography>}
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {tax.instalments.map((i) => (
          <li key={i.instalmentNo} data-testid="instalment">
            {t('preview.instalment', { no: i.instalmentNo })}: <strong>{formatMoney(i.amount)}</strong> — {t('preview.due', { date: formatDate(i.dueDate) })}
            <DueReason instalment={i} />
          </li>
        ))}
      </Box>
      {tax.notes.map((note) => (
        <Alert key={note} severity="info">
          {note}
        </Alert>
      ))}
    </Box>
  );
}
