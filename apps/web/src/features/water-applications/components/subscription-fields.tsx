import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { useMySubscriptions } from '../api/use-water-applications';
import type { ApplicationValues, ChangeValue } from './application-values';
import { FieldError } from './field-error';

type Rules = ResponseOf<'GetWaterApplicationRules'>;

interface SubscriptionFieldsProps {
  rule: Rules['types'][number];
  rules: Rules;
  values: ApplicationValues;
  change: ChangeValue;
  errors: Record<string, string>;
  /** Without signing in, the registry's proof lists the citizen's subscriptions. */
  paymentProof: string | undefined;
}

/** Who subscribes and to which subscription: the subscriber type, one's own subscription, or another holder's number. */
export function SubscriptionFields({ rule, rules, values, change, errors, paymentProof }: SubscriptionFieldsProps) {
  const { t } = useTranslation('waterApplications');
  const subscriptions = useMySubscriptions(rule.subject === 'ownSubscription', paymentProof);
  const offered = new Set(rule.feesBySubscriberType.map((f) => f.subscriberType));
  return (
    <>
      {rule.asksSubscriberType && (
        <Box sx={{ maxWidth: 360 }}>
          <NativeSelect
            id="subscriber-type"
            label={t('form.subscriberType')}
            value={values.subscriberType}
            emptyLabel={t('form.choose')}
            options={rules.subscriberTypes.filter((s) => offered.has(s.code)).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
            onChange={change('subscriberType')}
          />
          <FieldError message={errors.subscriberType} />
        </Box>
      )}
      {rule.subject === 'ownSubscription' && (
        <Box sx={{ maxWidth: 480 }}>
          <NativeSelect
            id="own-subscription"
            label={t('form.subscription')}
            value={values.subscriberInfoOid}
            emptyLabel={t('form.choose')}
            options={(subscriptions.data ?? []).map((s) => ({ value: s.subscriberInfoOid, label: `${s.subscriberNo} · ${s.address}` }))}
            onChange={change('subscriberInfoOid')}
          />
          {subscriptions.data?.length === 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('form.noSubscriptions')}
            </Alert>
          )}
          <FieldError message={errors.subscriberInfoOid} />
        </Box>
      )}
      {rule.subject === 'otherSubscription' && (
        <TextField
          id="subscriber-no"
          label={t('form.subscriberNo')}
          helperText={errors.subscriberNo ?? t('form.subscriberNoHelp')}
          error={!!errors.subscriberNo}
          value={values.subscriberNo}
          onChange={(e) => change('subscriberNo')(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          sx={{ maxWidth: 360 }}
        />
      )}
    </>
  );
}
