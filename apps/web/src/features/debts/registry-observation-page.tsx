import { formatArea, formatDate, formatMoney } from '../../lib/i18n/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDebtorRegistries, useRegistryObservation } from './api/use-debts';
import { QueryState } from './components/query-state';
import { registerDebtTexts } from './debts-texts';

registerDebtTexts();

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;
const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));

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
              {r.displayName} ({r.isOwn ? t('own') : t('represented')})
            </MenuItem>
          ))}
        </TextField>
      )}
      {registryOid !== null && !data && <QueryState isLoading={view.isLoading} error={view.error} onRetry={() => void view.refetch()} />}
      {data && (
        <>
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {t('observation.identity')}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: 0.5,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, fontWeight: 500, mb: { xs: 1, sm: 0 } },
              }}
            >
              {data.registry.nationalId && (
                <>
                  <dt>{t('observation.nationalId')}</dt>
                  <dd>{data.registry.nationalId}</dd>
                </>
              )}
              {data.registry.taxNumber && (
                <>
                  <dt>{t('observation.taxNumber')}</dt>
                  <dd>{data.registry.taxNumber}</dd>
                </>
              )}
              <dt>{t('observation.name')}</dt>
              <dd>{data.registry.name}</dd>
              {data.registry.fatherName && (
                <>
                  <dt>{t('observation.father')}</dt>
                  <dd>{data.registry.fatherName}</dd>
                </>
              )}
              {data.registry.motherName && (
                <>
                  <dt>{t('observation.mother')}</dt>
                  <dd>{data.registry.motherName}</dd>
                </>
              )}
              {data.registry.birthDate && (
                <>
                  <dt>{t('observation.birth')}</dt>
                  <dd>
                    {formatDate(data.registry.birthDate)} / {dash(data.registry.birthPlace)}
                  </dd>
                </>
              )}
              {data.registry.taxOfficeCode && (
                <>
                  <dt>{t('observation.taxOffice')}</dt>
                  <dd>{data.registry.taxOfficeCode}</dd>
                </>
              )}
              <dt>{t('observation.gsm')}</dt>
              <dd>{dash(data.registry.gsm)}</dd>
              <dt>{t('observation.email')}</dt>
              <dd>{dash(data.registry.email)}</dd>
              <dt>{t('observation.address')}</dt>
              <dd>{dash(data.registry.address)}</dd>
            </Box>
          </Paper>
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {t('observation.estates')}
            </Typography>
            {data.estates.length === 0 ? (
              <Alert severity="info">{t('observation.noEstates')}</Alert>
            ) : (
              <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('observation.estates')}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      {(['estateType', 'address', 'blockParcel', 'landArea', 'floorArea', 'share', 'usage'] as const).map((k) => (
                        <TableCell key={k} sx={head}>
                          {t(`observation.${k}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.estates.map((e) => (
                      <TableRow key={e.realEstateOid}>
                        <TableCell>{e.estateTypeName}</TableCell>
                        <TableCell>{dash(e.address)}</TableCell>
                        <TableCell>
                          {dash(e.blockNo)} / {dash(e.parcelNo)}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.landArea === null ? '-' : formatArea(e.landArea)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.floorArea === null ? '-' : formatArea(e.floorArea)}</TableCell>
                        <TableCell>{e.share}</TableCell>
                        <TableCell>{dash(e.usageType)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Paper>
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {t('observation.subscriptions')}
            </Typography>
            {data.subscriptions.length === 0 ? (
              <Alert severity="info">{t('observation.noSubscriptions')}</Alert>
            ) : (
              <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('observation.subscriptions')}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      {(['subscriberNo', 'address', 'tariff', 'meterNo', 'deposit', 'lineStatus', 'startedOn'] as const).map((k) => (
                        <TableCell key={k} sx={head}>
                          {t(`observation.${k}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.subscriptions.map((s) => (
                      <TableRow key={s.subscriptionOid}>
                        <TableCell>{s.subscriberNo}</TableCell>
                        <TableCell>{dash(s.address)}</TableCell>
                        <TableCell>{s.tariff}</TableCell>
                        <TableCell>{s.meterNo}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(s.depositAmount)}</TableCell>
                        <TableCell>{t(`observation.lineStatuses.${s.waterLineStatus}`)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.startedOn)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}
