import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ResponseOf } from '@ebelediye/contract';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { useTranslation } from 'react-i18next';

type Tax = ResponseOf<'PreviewEMunicipalityDeclaration'>;

/** The computation, the yearly tax and its instalments, shown before the citizen confirms. */
export function TaxPreview({ tax }: { tax: Tax }) {
  const { t } = useTranslation('declarations');
  return (
    <Box component="section" aria-labelledby="tax-preview-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="tax-preview-title" variant="h2" component="h2" sx={{ fontSize: 20 }}>{t('preview.title')}</Typography>
        {tax.usesDemoTariff && <Chip color="warning" size="small" label={t('preview.demo')} />}
      </Box>
      <Table size="small" aria-labelledby="tax-preview-title">
        <TableBody>
          {tax.lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row">{line.label}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(line.amount)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>{t('preview.taxAmount')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="tax-amount">{formatMoney(tax.taxAmount)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t('preview.instalments')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {tax.instalments.map((i) => (
          <li key={i.instalmentNo}>
            {t('preview.instalment', { no: i.instalmentNo })}: <strong>{formatMoney(i.amount)}</strong> — {t('preview.due', { date: formatDate(i.dueDate) })}
          </li>
        ))}
      </Box>
      {tax.notes.map((note) => <Alert key={note} severity="info">{note}</Alert>)}
    </Box>
  );
}
