import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
  /** Spent by the application: the SMS confirmation; none for a signed-in member's own subscription. */
  verificationToken?: string;
  /** Opens this subscription's summary, address and debts. */
  paymentProof?: string;
}

/**
 * Step 1 of /ContractCancellation. A signed-in member is already identified and picks one of
 * their own subscriptions; anyone else gives the subscriber number and the registered phone and
 * proves it with the SMS code sent to that phone.
 */
export function SubscriberProofStep({ signedIn, onProven }: { signedIn: boolean; onProven(proof: SubscriberProof): void }) {
  const { t } = useTranslation('water');
  return (
    <Box component="section" aria-labelledby="proof-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="proof-title" variant="h2" component="h2">
        {t('proof.title')}
      </Typography>
      <Typography color="text.secondary">{signedIn ? t('proof.memberIntro') : t('proof.intro')}</Typography>
      {signedIn ? <OwnSubscription onProven={onProven} /> : <SubscriberCode onProven={onProven} />}
    </Box>
  );
}

/** The member's own subscriptions (the server checks again that the chosen one is theirs). */
function OwnSubscription({ onProven }: { onProven(proof: SubscriberProof): void }) {
  const { t } = useTranslation('water');
  const mine = useSubscriptions(undefined, true);
  const [subscriberNo, setSubscriberNo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (mine.isPending) return <Typography>{t('loading')}</Typography>;
  if (mine.isError) return <Alert severity="error">{mine.error.message}</Alert>;
  if (mine.data.length === 0) return <Alert severity="info">{t('proof.noSubscriptions')}</Alert>;
  const next = () => {
    const chosen = mine.data.find((s) => s.subscriberNo === subscriberNo);
    if (!chosen) return setProblem(t('proof.needSubscriberNo'));
    onProven({ subscriberInfoOid: chosen.subscriberInfoOid });
  };
  return (
    <>
      <TextField
        select
        id="proof-subscription"
        label={t('proof.subscription')}
        value={subscriberNo}
        onChange={(e) => {
          setSubscriberNo(e.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? undefined}
        sx={{ maxWidth: 560 }}
      >
        {mine.data.map((s) => (
          <MenuItem key={s.subscriberInfoOid} value={s.subscriberNo}>{`${s.subscriberNo} — ${s.address}`}</MenuItem>
        ))}
      </TextField>
      <Box>
        <Button variant="contained" onClick={next}>
          {t('proof.memberNext')}
        </Button>
      </Box>
    </>
  );
}

/** Not signed in: the subscriber number and the phone registered on it, then the code sent there. */
function SubscriberCode({ onProven }: { onProven(proof: SubscriberProof): void }) {
  const { t } = useTranslation('water');
  const [subscriberNo, setSubscriberNo] = useState('');
  const [gsm, setGsm] = useState('');
  const send = useSendSubscriberCode();
  const validate = useValidateCode();
  const phone = normalizeGsm(gsm);
  const smsCode = useSmsCode<SubscriberProof>({
    texts: { namespace: 'water', prefix: 'proof' },
    invalidInput: ({ text }) => (!subscriberNo ? text('needSubscriberNo') : !phone ? text('needPhone') : null),
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
    <>
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
      <SmsCodeVerification sms={smsCode} codeId="proof-code" />
    </>
  );
}
