import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeGsm, type ResponseOf } from '@ebelediye/contract';
import { formatDate } from '../../../lib/i18n/format';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useCancellationReasons, useCancellationSummary, useStartCancellation, useSubscriberAddress, useWaterDebts } from '../api/use-water';
import { cancellationFormFields, cancellationFormSchema, type CancellationFormInput, type CancellationFormValues } from './cancellation-form-schema';
import { CancellationSummary } from './cancellation-summary';
import { DepositReturnFields } from './deposit-return-fields';
import type { SubscriberProof } from './subscriber-proof';
import { localizeMessage } from '../../../lib/i18n/validation-messages';
import { bindField } from '../../../components/ui/form-fields/bind-field';
import { DateField } from '../../../components/ui/form-fields/date-field';

type Application = ResponseOf<'StartElectronicStateContractCancellation'>;
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Step 2 of /ContractCancellation: the facts of the subscription, then the application. */
export function CancellationForm({ proof, onSent }: { proof: SubscriberProof; onSent(application: Application, gsm: string): void }) {
  const { t } = useTranslation('water');
  const summary = useCancellationSummary(proof.subscriberInfoOid, proof.paymentProof);
  const address = useSubscriberAddress(proof.subscriberInfoOid, proof.paymentProof);
  const debts = useWaterDebts([proof.subscriberInfoOid], proof.paymentProof);
  const reasons = useCancellationReasons();
  const start = useStartCancellation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CancellationFormInput, unknown, CancellationFormValues>({
    resolver: zodResolver(cancellationFormSchema),
    values: {
      waterLineCuttingDate: summary.data?.earliestCuttingDate ?? '',
      depositReturnType: '1',
      ibanOwner: '',
      bankIbanNo: '',
      bankCode: '',
      bankBranchOid: '',
      cancellationReasonCode: '',
      address: address.data?.address ?? '',
      email: '',
      gsmNumber: '',
    },
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError, control } = form;

  if (summary.isPending) return <Typography>{t('loading')}</Typography>;
  if (summary.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void summary.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {summary.error.message}
      </Alert>
    );
  const facts = summary.data;
  const blocked = facts.openApplicationTrackingNumber
    ? t('form.openApplication', { number: facts.openApplicationTrackingNumber })
    : facts.waterLineStatus !== 1 && facts.waterLineStatus !== 4
      ? t('form.notActive', { status: facts.waterLineStatusName })
      : null;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const gsm = normalizeGsm(values.gsmNumber)!;
    try {
      const application = await start.mutateAsync({
        subscriberInfoOid: proof.subscriberInfoOid,
        verificationToken: proof.verificationToken,
        waterLineCuttingDate: values.waterLineCuttingDate,
        depositReturnType: Number(values.depositReturnType) as 1 | 2 | 3,
        ...(values.depositReturnType === '1' ? { ibanOwner: values.ibanOwner, bankIbanNo: values.bankIbanNo } : {}),
        ...(values.depositReturnType === '2' ? { bankBranchOid: Number(values.bankBranchOid) } : {}),
        ...(values.cancellationReasonCode ? { cancellationReasonCode: values.cancellationReasonCode } : {}),
        address: values.address,
        ...(values.email ? { email: values.email } : {}),
        gsmNumber: gsm,
      });
      onSent(application, gsm);
    } catch (error) {
      showServerFieldErrors(error, setError, cancellationFormFields);
      setFailure((error as Error).message);
    }
  });
  const error = (name: keyof CancellationFormInput) => formState.errors[name]?.message;
  const holidays = facts.nonWorkingDays
    .slice(0, 4)
    .map((d) => `${formatDate(d.date)} ${d.name}`)
    .join(', ');

  return (
    <Box component="section" aria-labelledby="form-title" sx={{ display: 'grid', gap: 2.5 }}>
      <Typography id="form-title" variant="h2" component="h2">
        {t('form.title')}
      </Typography>
      <CancellationSummary summary={facts} debts={debts.data} address={address.data?.address} />
      {blocked ? (
        <Alert severity="warning" role="alert">
          {blocked}
        </Alert>
      ) : (
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
            <Controller
              name="waterLineCuttingDate"
              control={form.control}
              render={({ field, fieldState }) => (
                <DateField
                  id="cutting-date"
                  label={t('form.cuttingDate')}
                  {...bindField(field, fieldState)}
                  helperText={t('form.cuttingDateHelp', { date: formatDate(facts.earliestCuttingDate) })}
                  sx={{ maxWidth: 280 }}
                />
              )}
            />
            {holidays && (
              <Typography variant="body2" color="text.secondary">
                {t('form.holidays', { list: holidays })}
              </Typography>
            )}
            <DepositReturnFields />
            <TextField id="cancellation-reason" select label={t('form.reason')} {...register('cancellationReasonCode')} slotProps={native} sx={{ maxWidth: 360 }}>
              <option value="">{t('form.choose')}</option>
              {reasons.data?.map((r) => (
                <option key={r.parameterCode} value={r.parameterCode}>
                  {r.parameterName}
                </option>
              ))}
            </TextField>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('form.contact')}
            </Typography>
            <TextField
              id="contact-address"
              label={t('form.address')}
              multiline
              minRows={2}
              {...register('address')}
              error={!!error('address')}
              helperText={error('address')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Controller
                name="gsmNumber"
                control={control}
                render={({ field, fieldState }) => (
                  <PhoneField
                    id="contact-gsm"
                    name={field.name}
                    label={t('form.gsm')}
                    helperText={t('form.gsmHelp')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={localizeMessage(fieldState.error?.message)}
                  />
                )}
              />
              <TextField id="contact-email" label={t('form.email')} type="email" {...register('email')} error={!!error('email')} helperText={error('email')} autoComplete="email" />
            </Box>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <SubmitButton busy={start.isPending} sx={{ justifySelf: 'start' }}>
              {t('form.submit')}
            </SubmitButton>
          </Box>
        </FormProvider>
      )}
    </Box>
  );
}
