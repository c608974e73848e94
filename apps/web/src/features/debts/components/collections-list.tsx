import { collectionTypes } from '@ebelediye/contract';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useCollectionDetail, useCollections } from '../api/use-debts';
import { useReceiptDownload } from '../api/use-receipt-download';
import { QueryState } from './query-state';
import { debtDescription, incomeTypeName, localCodeName } from '../../../lib/i18n/local-name';

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

/** The registry's payments, each with its lines (stored split) and its receipt PDF. */
export function CollectionsList({ registryOid }: { registryOid: number }) {
  const { t } = useTranslation('debts');
  const list = useCollections(registryOid);
  const [open, setOpen] = useState<number | null>(null);
  const download = useReceiptDownload();
  if (!list.data) return <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <Alert severity="info">{t('collections.empty')}</Alert>;
  return (
    <>
      {download.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {download.error.message}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('tabs.collections')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={head}>{t('columns.date')}</TableCell>
              <TableCell sx={head}>{t('columns.receiptNo')}</TableCell>
              <TableCell sx={head}>{t('columns.type')}</TableCell>
              <TableCell sx={head}>{t('collections.channel')}</TableCell>
              <TableCell sx={head} align="right">
                {t('columns.amount')}
              </TableCell>
              <TableCell sx={head}>
                <Box component="span" sx={visuallyHidden}>
                  {t('collections.detail')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((c) => (
              <TableRow key={c.collectionOid} data-testid="collection-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(c.collectedAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.receiptNo}</TableCell>
                <TableCell>{localCodeName(collectionTypes, c.collectionType, c.collectionTypeName)}</TableCell>
                <TableCell>{t(`collections.channels.${c.channel}`, { defaultValue: c.channel })}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(c.totalAmount)}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" onClick={() => setOpen(c.collectionOid)} aria-label={`${t('collections.detail')} ${c.receiptNo}`}>
                      {t('collections.detail')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={download.isPending}
                      onClick={() => download.mutate({ collectionOid: c.collectionOid, receiptNo: c.receiptNo })}
                      aria-label={`${t('collections.receipt')} ${c.receiptNo}`}
                    >
                      {t('collections.receipt')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <CollectionDetailDialog collectionOid={open} onClose={() => setOpen(null)} />
    </>
  );
}

function CollectionDetailDialog({ collectionOid, onClose }: { collectionOid: number | null; onClose(): void }) {
  const { t } = useTranslation('debts');
  const detail = useCollectionDetail(collectionOid);
  return (
    <Dialog open={collectionOid !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="collection-detail-title">
      <DialogTitle id="collection-detail-title">{t('collections.detailTitle')}</DialogTitle>
      <DialogContent>
        {!detail.data && <QueryState isLoading={detail.isLoading} error={detail.error} onRetry={() => void detail.refetch()} />}
        {detail.data && (
          <Stack spacing={1.5}>
            <Typography>
              {t('columns.receiptNo')}: <strong>{detail.data.receiptNo}</strong> · {formatDate(detail.data.collectedAt)} · {t('collections.verificationCode')}:{' '}
              <strong>{detail.data.verificationCode}</strong>
            </Typography>
            <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('collections.detailTitle')}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell sx={head}>{t('columns.description')}</TableCell>
                    <TableCell sx={head}>{t('columns.period')}</TableCell>
                    <TableCell sx={head}>{t('columns.dueDate')}</TableCell>
                    <TableCell sx={head} align="right">
                      {t('columns.principal')}
                    </TableCell>
                    <TableCell sx={head} align="right">
                      {t('columns.delayFine')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detail.data.lines.map((l) => (
                    <TableRow key={l.accrumentOid}>
                      <TableCell>
                        {incomeTypeName(l)} · {debtDescription(l)}
                      </TableCell>
                      <TableCell>{l.periodLabel}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(l.dueDate)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(l.principalAmount)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(l.delayFineAmount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography sx={{ fontWeight: 700 }}>
              {t('totals')}: {formatMoney(detail.data.totalAmount)}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('collections.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
