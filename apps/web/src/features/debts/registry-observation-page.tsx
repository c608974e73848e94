import { formatArea, formatDate, formatMoney } from '../../lib/i18n/format';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDebtorRegistries, useRegistryObservation } from './api/use-debts';
import { ObservationTable, dash } from './components/observation-table';
import { QueryState } from './components/query-state';
import { RegistryIdentity } from './components/registry-identity';
import { registerDebtRecordTexts } from './debt-record-texts';
import { registerDebtTexts } from './debts-texts';

registerDebtTexts();
registerDebtRecordTexts();

/** /RegistryObservation (guarded): the registry record, its real estates and water subscriptions. */
export default function RegistryObservationPage() {
  const { t } = useTranslation('debts');
  useDocumentTitle(t('observation.title'));
  const registries = useDebtorRegistries();
  const [chosen, setChosen] = useState<number | null>(null);
  const registryOid = chosen ?? registries.data?.[0]?.registryOid ?? null;
  const view = useRegistryObservation(registryOid);
  const data = view.data;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('observation.title')}
      </Typography>
      {!registries.data && <QueryState isLoading={registries.isLoading} error={registries.error} onRetry={() => void registries.refetch()} />}
      {registries.data && registries.data.length > 1 && registryOid !== null && (
        <TextField
          select
          id="observation-registry"
          size="small"
          label={t('registry')}
          value={registryOid}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ maxWidth: 420 }}
        >
          {registries.data.map((r) => (
            <MenuItem key={r.registryOid} value={r.registryOid}>
              {r.displayName} ({r.isOwn ? t('own') : r.byAuthority ? t('byAuthority') : t('represented')})
            </MenuItem>
          ))}
        </TextField>
      )}
      {registryOid !== null && !data && <QueryState isLoading={view.isLoading} error={view.error} onRetry={() => void view.refetch()} />}
      {data && (
        <>
          <RegistryIdentity registry={data.registry} />
          <ObservationTable
            title={t('observation.estates')}
            empty={t('observation.noEstates')}
            columns={(['estateType', 'address', 'blockParcel', 'landArea', 'floorArea', 'share', 'usage'] as const).map((k) => t(`observation.${k}`))}
            rows={data.estates}
            rowKey={(e) => e.realEstateOid}
            cells={(e) => (
              <>
                <TableCell>{e.estateTypeName}</TableCell>
                <TableCell>{dash(e.address)}</TableCell>
                <TableCell>
                  {dash(e.blockNo)} / {dash(e.parcelNo)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.landArea === null ? '-' : formatArea(e.landArea)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.floorArea === null ? '-' : formatArea(e.floorArea)}</TableCell>
                <TableCell>{e.share}</TableCell>
                <TableCell>{dash(e.usageType)}</TableCell>
              </>
            )}
          />
          <ObservationTable
            title={t('observation.subscriptions')}
            empty={t('observation.noSubscriptions')}
            columns={(['subscriberNo', 'address', 'tariff', 'meterNo', 'deposit', 'lineStatus', 'startedOn'] as const).map((k) => t(`observation.${k}`))}
            rows={data.subscriptions}
            rowKey={(s) => s.subscriptionOid}
            cells={(s) => (
              <>
                <TableCell>{s.subscriberNo}</TableCell>
                <TableCell>{dash(s.address)}</TableCell>
                <TableCell>{s.tariff}</TableCell>
                <TableCell>{s.meterNo}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(s.depositAmount)}</TableCell>
                <TableCell>{t(`observation.lineStatuses.${s.waterLineStatus}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.startedOn)}</TableCell>
              </>
            )}
          />
        </>
      )}
    </Box>
  );
}
