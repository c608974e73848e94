import type { ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/i18n/format';

type Rule = ResponseOf<'GetWaterApplicationRules'>['types'][number];

/** The fees before the form is sent; where they differ by subscriber type they wait for the type. */
export function FeeSummary({ rule, subscriberType }: { rule: Rule; subscriberType: string }) {
  const { t } = useTranslation('waterApplications');
  if (!rule.feesBySubscriberType.some((f) => f.total > 0)) return null;
  const fees = rule.feesBySubscriberType.find((f) => f.subscriberType === subscriberType) ?? (rule.asksSubscriberType ? null : (rule.feesBySubscriberType[0] ?? null));
  return (
    <Box aria-live="polite" data-testid="water-fees">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('form.fees')}
      </Typography>
      {fees ? (
        <>
          {fees.lines.map((l) => (
            <Typography key={l.kind}>
              {l.name}: {formatMoney(l.amount)}
            </Typography>
          ))}
          <Typography sx={{ fontWeight: 600 }}>
            {t('form.feeTotal')}: {formatMoney(fees.total)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.feesHelp')}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{t('form.feesAfterType')}</Typography>
      )}
    </Box>
  );
}
