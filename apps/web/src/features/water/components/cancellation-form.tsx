import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { normalizeGsm, type ResponseOf } from '@ebelediye/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useCancellationReasons, useCancellationSummary, useStartCancellation, useSubscriberAddress, useWaterDebts } from '../api/use-water';
import { cancellationFormFields, cancellationFormSchema, type CancellationFormInput, type CancellationFormValues } from './cancellation-form-schema';
import { CancellationContactFields } from './cancellation-contact-fields';
import { CancellationReasonField } from './cancellation-reason-field';
import { CancellationSummary } from './cancellation-summary';
import { CuttingDateField } from './cutting-date-field';
import { DepositReturnFields } from './deposit-return-fields';
import type { SubscriberProof } from './subscriber-proof';

type Application = ResponseOf<'StartElectronicStateContractCancellation'>;

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
  const { handleSubmit, setError } = form;

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
        ...(proof.verificationToken ? { verificationToken: proof.verificationToken } : {}),
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
            <CuttingDateField facts={facts} />
            <DepositReturnFields />
            <CancellationReasonField reasons={reasons.data} />
            <CancellationContactFields />
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
