import { formatDate, formatMoney } from '../../../lib/i18n/format';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccrualHistory } from '../api/use-debts';
import { QueryState } from './query-state';
import { debtDescription, incomeTypeName } from '../../../lib/i18n/local-name';

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

/** Every accrual of a year (GetDeclarationAccruments): open, paid and what was paid. */
export function AccrualHistory({ registryOid, thisYear }: { registryOid: number; thisYear: number }) {
  const { t } = useTranslation('debts');
  const [year, setYear] = useState(thisYear);
  const history = useAccrualHistory(registryOid, year);
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  return (
    <Stack spacing={2}>
      <TextField select size="small" id="history-year" label={t('history.year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ maxWidth: 160 }}>
        {years.map((y) => (
          <MenuItem key={y} value={y}>
            {y}
          </MenuItem>
        ))}
      </TextField>
      {!history.data && <QueryState isLoading={history.isLoading} error={history.error} onRetry={() => void history.refetch()} />}
      {history.data?.length === 0 && <Alert severity="info">{t('history.empty')}</Alert>}
      {history.data && history.data.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('tabs.history')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={head}>{t('columns.description')}</TableCell>
                <TableCell sx={head}>{t('columns.period')}</TableCell>
                <TableCell sx={head}>{t('columns.dueDate')}</TableCell>
                <TableCell sx={head} align="right">
                  {t('columns.amount')}
                </TableCell>
                <TableCell sx={head} align="right">
                  {t('columns.paid')}
                </TableCell>
                <TableCell sx={head}>{t('columns.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.map((a) => (
                <TableRow key={a.accrumentOid}>
                  <TableCell>
                    {incomeTypeName(a)} · {debtDescription(a)}
                  </TableCell>
                  <TableCell>{a.periodLabel}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.dueDate)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(a.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(a.paidPrincipal + a.paidDelayFine)}
                  </TableCell>
                  <TableCell>{t(`history.status.${a.status}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
