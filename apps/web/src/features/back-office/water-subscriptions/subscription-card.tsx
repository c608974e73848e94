import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateAndTime } from '../../../lib/i18n/format';
import { FactSection } from '../components/fact-section';
import { MeterDialog } from './meter-dialog';
import { ReductionDialog } from './reduction-dialog';

type Card = ResponseOf<'GetBackOfficeWaterSubscription'>;

function ReductionSection({ card }: { card: Card }) {
  const { t } = useTranslation('waterSubscription');
  const [open, setOpen] = useState(false);
  const current = card.reduction ? `${card.reduction.name} (${t('rate', { rate: card.reduction.rateBp / 100 })})` : t('none');
  return (
    <FactSection id="reduction" title={t('reduction')} facts={[[t('currentReduction'), current]]}>
      {card.active && (
        <Box>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t('changeReduction')}
          </Button>
        </Box>
      )}
      <Typography component="h3" variant="h3">
        {t('changes')}
      </Typography>
      {card.reductionChanges.length === 0 ? (
        <Typography variant="body2">{t('noChanges')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {card.reductionChanges.map((change, i) => (
            <li key={i}>
              <Typography sx={{ fontWeight: 600 }}>{change.name ?? t('removed')}</Typography>
              <Typography variant="body2">{change.reason}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('by', { who: change.changedBy ?? '—', when: formatDateAndTime(change.changedAt) })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {open && <ReductionDialog subscriptionOid={card.subscriptionOid} current={card.reduction?.code ?? null} onClose={() => setOpen(false)} />}
    </FactSection>
  );
}

function MetersSection({ card }: { card: Card }) {
  const { t } = useTranslation('waterSubscription');
  const [open, setOpen] = useState(false);
  const ended = (m: Card['meters'][number]) =>
    m.finalIndex !== null ? t('meterEnded', { to: formatDate(m.endedOn!), final: `${m.finalIndex} m³` }) : t('meterEndedUnread', { to: formatDate(m.endedOn!) });
  return (
    <FactSection id="meters" title={t('meters')} facts={[]}>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
        {card.meters.map((meter) => (
          <li key={meter.meterNo}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{meter.meterNo}</Typography>
              {meter.meterNo === card.meterNo && <Chip size="small" color="primary" label={t('current')} />}
            </Box>
            {meter.startedOn && <Typography variant="body2">{t('meterRange', { from: formatDate(meter.startedOn), start: meter.startIndex ?? '—' })}</Typography>}
            {meter.endedOn && <Typography variant="body2">{ended(meter)}</Typography>}
          </li>
        ))}
      </Box>
      {card.active && (
        <Box>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            {t('replaceMeter')}
          </Button>
        </Box>
      )}
      {open && <MeterDialog subscriptionOid={card.subscriptionOid} onClose={() => setOpen(false)} />}
    </FactSection>
  );
}

/** One subscription as the water clerk changes it: what it is, its reduction and history, its meters. */
export function SubscriptionCard({ card }: { card: Card }) {
  const { t } = useTranslation(['waterSubscription', 'waterBilling']);
  const facts: [string, string][] = [
    [t('holder'), card.holderName],
    [t('address'), card.address],
    [t('type'), t(`waterBilling:tariffs.types.${card.subscriberType}`, { defaultValue: card.subscriberType })],
    [t('line'), card.waterLineStatus],
    [t('meterNo'), card.meterNo],
    [t('lastIndex'), card.lastIndex === null ? t('never') : `${card.lastIndex} m³`],
    [t('lastRead'), card.lastReadOn ? formatDate(card.lastReadOn) : t('never')],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FactSection id="subscription" title={t('card', { no: card.subscriberNo })} facts={facts}>
        {!card.active && <Typography color="warning.main">{t('ended')}</Typography>}
      </FactSection>
      <ReductionSection card={card} />
      <MetersSection card={card} />
    </Box>
  );
}
