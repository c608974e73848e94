import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../../lib/csv';
import { fetchOperationFile } from '../../../lib/download-file';
import { formatDate, formatMoney } from '../../../lib/i18n/format';

export type LateDebtItem = ResponseOf<'GetBackOfficeWaterLateDebts'>['items'][number];
type CaseAction = NonNullable<LateDebtItem['openCase']>['actions'][number];

/** One subscriber: the overdue debt, where its case stands, the notice to print and the crew's buttons. */
export function LateDebtRow({
  item,
  selected,
  onSelect,
  onAct,
  onError,
  busy,
}: {
  item: LateDebtItem;
  selected: boolean;
  onSelect(checked: boolean): void;
  onAct(action: CaseAction): void;
  onError(message: string): void;
  busy: boolean;
}) {
  const { t } = useTranslation('lateDebts');
  const c = item.openCase;
  const printNotice = async (caseOid: number, noticeNo: string) => {
    try {
      downloadBlob(`ihbarname-${noticeNo}.pdf`, await fetchOperationFile('GetBackOfficeWaterLateDebtNotice', { caseOid, disposition: 'attachment' }));
    } catch (error) {
      onError((error as Error).message);
    }
  };
  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox">
        <Checkbox checked={selected} onChange={(e) => onSelect(e.target.checked)} slotProps={{ input: { 'aria-label': t('select', { no: item.subscriberNo }) } }} />
      </TableCell>
      <TableCell>{item.subscriberNo}</TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {item.holderName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.address || '-'}
        </Typography>
      </TableCell>
      <TableCell>{item.waterLineStatusName}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(item.overdueAmount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.oldestDueDate ? t('billsSince', { count: item.overdueBills, date: formatDate(item.oldestDueDate) }) : t('nothingOverdue')}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 190 }}>
        {c ? (
          <Box sx={{ display: 'grid', gap: 0.25 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.statusName}
            </Typography>
            <Typography variant="body2" color="text.secondary">{`${c.noticeNo} · ${t('payBy', { date: formatDate(c.payBy) })}`}</Typography>
            {c.cutDue && (
              <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
                {t('cutDue')}
              </Typography>
            )}
            {c.reconnectionFee !== null && <Typography variant="body2">{t('fee', { fee: formatMoney(c.reconnectionFee) })}</Typography>}
          </Box>
        ) : (
          '-'
        )}
      </TableCell>
      <TableCell>
        {c && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={() => void printNotice(c.caseOid, c.noticeNo)}>
              {t('notice')}
            </Button>
            {c.actions.map((action) => (
              <Button key={action} size="small" variant="contained" disabled={busy} onClick={() => onAct(action)}>
                {t(action)}
              </Button>
            ))}
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}
