import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeGsm } from '@ebelediye/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { callApi } from '../../../lib/call-api';
import { useSmsCode } from '../../../components/sms-code-step/use-sms-code-step';
import { useSendSubscriberCode, useSubscriptions, useValidateCode } from '../api/use-water';
import { SmsCodeVerification } from '../../../components/sms-code-step/sms-code-verification';

export interface SubscriberProof {
  subscriberInfoOid: number;
  /** Spent by the application: the SMS confirmation. */
  verificationToken: string;
  /** Opens this subscription's summary, address and debts. */
  paymentProof?: string;
}

/**
 * Step 1 of /ContractCancellation: the subscriber number and the registered phone (or, signed
 * in, one of the member's own subscriptions), then the SMS code sent to that phone.
 */
export function SubscriberProofStep({ signedIn, onProven }: { signedIn: boolean; onProven(proof: SubscriberProof): void }) {
  const { t } = useTranslation('water');
  const mine = useSubscriptions(undefined, signedIn);
  const [subscriberNo, setSubscriberNo] = useState('');
  const [gsm, setGsm] = useState('');
  const send = useSendSubscriberCode();
  const validate = useValidateCode();
  const phone = normalizeGsm(gsm);
  const smsCode = useSmsCode<SubscriberProof>({
    texts: { namespace: 'water', prefix: 'proof' },
    // Signed in, the subscription is one of the member's own and its phone is on record.
    humanCheck: !signedIn,
    invalidInput: ({ text }) => (!subscriberNo ? text('needSubscriberNo') : !signedIn && !phone ? text('needPhone') : null),
    send: (altcha) => send.mutateAsync({ subscriberNo, purpose: 'CONTRACT_CANCELLATION', ...(phone ? { gsmNumber: phone } : {}), ...(altcha ? { altcha } : {}) }),
    check: async (request) => {
      const proof = await validate.mutateAsync(request);
      const [subscription] = await callApi('GetSubscriptionList', proof.paymentProof ? { paymentProof: proof.paymentProof, subscriberNo } : { subscriberNo });
      if (!subscription) throw new Error(t('proof.noSubscriptions'));
      return { subscriberInfoOid: subscription.subscriberInfoOid, verificationToken: proof.verificationToken, ...(proof.paymentProof ? { paymentProof: proof.paymentProof } : {}) };
    },
    onProved: onProven,
  });

  return (
    <Box component="section" aria-labelledby="proof-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="proof-title" variant="h2" component="h2">
        {t('proof.title')}
      </Typography>
      <Typography color="text.secondary">{signedIn ? t('proof.memberIntro') : t('proof.intro')}</Typography>
      {signedIn ? (
        mine.isPending ? (
          <Typography>{t('loading')}</Typography>
        ) : mine.isError ? (
          <Alert severity="error">{mine.error.message}</Alert>
        ) : mine.data.length === 0 ? (
          <Alert severity="info">{t('proof.noSubscriptions')}</Alert>
        ) : (
          <TextField select id="proof-subscription" label={t('proof.subscription')} value={subscriberNo} onChange={(e) => setSubscriberNo(e.target.value)} sx={{ maxWidth: 560 }}>
            {mine.data.map((s) => (
              <MenuItem key={s.subscriberInfoOid} value={s.subscriberNo}>{`${s.subscriberNo} — ${s.address}`}</MenuItem>
            ))}
          </TextField>
        )
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 640 }}>
          <TextField
            id="proof-subscriber-no"
            label={t('proof.subscriberNo')}
            value={subscriberNo}
            onChange={(e) => setSubscriberNo(e.target.value.replace(/\D/g, '').slice(0, 12))}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <PhoneField id="proof-gsm" name="gsm" label={t('proof.gsm')} helperText={t('proof.gsmHelp')} value={gsm} onChange={setGsm} />
        </Box>
      )}
      <SmsCodeVerification sms={smsCode} codeId="proof-code" />
    </Box>
  );
}
