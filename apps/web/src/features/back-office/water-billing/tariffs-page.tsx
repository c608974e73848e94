import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWaterTariffs } from '../api/use-water-billing';
import { LoadFailed, Loading } from '../components/load-state';
import { TariffForm } from './tariff-form';
import { registerWaterBillingTexts } from './water-billing-texts';

registerWaterBillingTexts();

type Tariff = ResponseOf<'GetBackOfficeWaterTariffs'>['tariffs'][number];

function TariffVersion({ tariff }: { tariff: Tariff }) {
  const { t } = useTranslation('waterBilling');
  const title = `${t(`tariffs.types.${tariff.subscriberType}`)} · ${t('tariffs.version', { from: formatDate(tariff.effectiveFrom) })}`;
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="h3">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${t('tariffs.fixedCharge')}: ${formatMoney(tariff.fixedCharge)} · ${t('tariffs.reconnectionFee')}: ${formatMoney(tariff.reconnectionFee)} · ${t('tariffs.environmentTax')}: ${tariff.environmentTax ? t('tariffs.yes') : t('tariffs.no')}`}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('tariffs.block')}</TableCell>
              <TableCell align="right">{t('tariffs.water')}</TableCell>
              <TableCell align="right">{t('tariffs.wastewater')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tariff.blocks.map((block, i) => {
              const lower = i === 0 ? 0 : tariff.blocks[i - 1]!.upperLimitM3;
              const label = block.upperLimitM3 !== null ? t('tariffs.upTo', { limit: block.upperLimitM3 }) : i === 0 ? t('tariffs.all') : t('tariffs.above', { limit: lower });
              return (
                <TableRow key={i}>
                  <TableCell>{label}</TableCell>
                  <TableCell align="right">{formatMoney(block.waterPrice)}</TableCell>
                  <TableCell align="right">{formatMoney(block.wastewaterPrice)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}

/** /yonetim/su-tarifeleri (WATER_CLERK): the tariff versions, newest first per type, the dated tax rates, and a new version. */
export default function TariffsPage() {
  const { t } = useTranslation('waterBilling');
  useDocumentTitle(t('tariffs.title'));
  const tariffs = useWaterTariffs();
  const sorted = [...(tariffs.data?.tariffs ?? [])].sort((a, b) => a.subscriberType.localeCompare(b.subscriberType) || b.effectiveFrom.localeCompare(a.effectiveFrom));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('tariffs.title')}
        </Typography>
        <Typography color="text.secondary">{t('tariffs.intro')}</Typography>
      </Box>
      <TariffForm />
      {tariffs.isPending && <Loading />}
      {tariffs.isError && <LoadFailed error={tariffs.error} onRetry={() => void tariffs.refetch()} />}
      {tariffs.data && (
        <>
          <Paper component="section" variant="outlined" aria-labelledby="tax-title" sx={{ p: 2 }}>
            <Typography id="tax-title" component="h2" variant="h2" gutterBottom>
              {t('tariffs.taxes')}
            </Typography>
            <Table size="small" aria-labelledby="tax-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('tariffs.kind')}</TableCell>
                  <TableCell>{t('tariffs.from')}</TableCell>
                  <TableCell align="right">{t('tariffs.value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tariffs.data.taxRates.map((rate) => (
                  <TableRow key={`${rate.kind}-${rate.effectiveFrom}`}>
                    <TableCell>{rate.kind === 'KDV' ? t('tariffs.vat') : t('tariffs.ctv')}</TableCell>
                    <TableCell>{formatDate(rate.effectiveFrom)}</TableCell>
                    <TableCell align="right">{rate.kind === 'KDV' ? `%${(rate.value / 100).toLocaleString('tr-TR')}` : formatMoney(rate.value)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {sorted.map((tariff) => (
              <TariffVersion key={tariff.tariffOid} tariff={tariff} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
