import { normalizeGsm, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/native-select';
import { PhoneField } from '../../../components/ui/form-fields/phone-field';
import { ApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/i18n/format';
import { useApply, useApplyWithCode, useMySubscriptions } from '../api/use-water-applications';
import { DocumentFields, type AttachedDocument } from './document-fields';
import { emptyProperty, PropertyFields, type PropertyValue } from './property-fields';

type Rules = ResponseOf<'GetWaterApplicationRules'>;
type Rule = Rules['types'][number];
type Filed = ResponseOf<'ApplyForWaterService'>;

const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

/** Filing without signing in: the proof of the SMS code, and the registry's paymentProof that lists its subscriptions. */
export interface CodeProof {
  verificationToken: string;
  paymentProof: string;
}

interface ApplicationFormProps {
  rule: Rule;
  rules: Rules;
  withCode?: CodeProof;
  onFiled(application: Filed): void;
  onCancel(): void;
}

/** The form of one type: it asks only what the type's rules ask, and shows the fees before it is sent. */
export function ApplicationForm({ rule, rules, withCode, onFiled, onCancel }: ApplicationFormProps) {
  const { t } = useTranslation('waterApplications');
  const memberApply = useApply();
  const codeApply = useApplyWithCode();
  const apply = withCode ? codeApply : memberApply;
  const [uploadToken, setUploadToken] = useState<string | null>(null);
  const subscriptions = useMySubscriptions(rule.subject === 'ownSubscription', withCode?.paymentProof);
  const [subscriberType, setSubscriberType] = useState('');
  const [property, setProperty] = useState<PropertyValue>(emptyProperty);
  const [subscriberInfoOid, setSubscriberInfoOid] = useState('');
  const [subscriberNo, setSubscriberNo] = useState('');
  const [reductionGroundCode, setReductionGroundCode] = useState('');
  const [meterReading, setMeterReading] = useState('');
  const [statement, setStatement] = useState('');
  const [documents, setDocuments] = useState<AttachedDocument[]>([]);
  const [gsm, setGsm] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens where the type's card was: the reader is taken to its title.
  useEffect(() => heading.current?.focus(), []);

  const fees = rule.feesBySubscriberType.find((f) => f.subscriberType === subscriberType) ?? (rule.asksSubscriberType ? null : (rule.feesBySubscriberType[0] ?? null));
  const offered = new Set(rule.feesBySubscriberType.map((f) => f.subscriberType));
  const slots = [...rule.requiredDocuments.map((d) => ({ ...d, required: true })), ...rule.optionalDocuments.map((d) => ({ ...d, required: false }))];

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!normalizeGsm(gsm)) local.gsmNumber = t('form.gsmInvalid');
    const missing = rule.requiredDocuments.filter((d) => !documents.some((x) => x.kind === d.kind));
    if (missing.length > 0) local.documents = t('form.documentsMissing', { list: missing.map((d) => d.name).join(', ') });
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0) return;
    try {
      const body = {
        applicationType: rule.typeCode,
        ...(rule.asksSubscriberType && subscriberType ? { subscriberType: subscriberType as 'G' } : {}),
        ...(rule.asksProperty && property.outerDoorOid
          ? {
              property: {
                districtCode: Number(property.districtCode),
                streetCode: Number(property.streetCode),
                outerDoorOid: Number(property.outerDoorOid),
                ...(property.innerDoorOid ? { innerDoorOid: Number(property.innerDoorOid) } : {}),
              },
            }
          : {}),
        ...(rule.subject === 'ownSubscription' && subscriberInfoOid ? { subscriberInfoOid: Number(subscriberInfoOid) } : {}),
        ...(rule.subject === 'otherSubscription' && subscriberNo.trim() ? { subscriberNo: subscriberNo.trim() } : {}),
        ...(rule.asksReductionGround && reductionGroundCode ? { reductionGroundCode } : {}),
        ...(rule.asksMeterReading && meterReading !== '' ? { meterReading: optionalNumber(meterReading)! } : {}),
        ...(rule.asksStatement ? { statement } : {}),
        documents: documents.map(({ kind, fileOid }) => ({ kind, fileOid })),
        gsmNumber: gsm,
        email,
      };
      const filed = withCode
        ? await codeApply.mutateAsync({ ...body, verificationToken: withCode.verificationToken, ...(uploadToken ? { uploadToken } : {}) })
        : await memberApply.mutateAsync(body);
      onFiled(filed);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) {
        setErrors(failure.fields);
      }
      setProblem((failure as Error).message);
    }
  };

  const propertyErrors = {
    districtCode: errors['property.districtCode'],
    streetCode: errors['property.streetCode'],
    outerDoorOid: errors['property.outerDoorOid'] ?? errors.property,
    innerDoorOid: errors['property.innerDoorOid'],
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="water-form-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography id="water-form-title" component="h2" variant="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('form.title', { name: rule.name })}
        </Typography>
        <Typography color="text.secondary">{rule.summary}</Typography>
      </Box>
      {rule.asksSubscriberType && (
        <Box sx={{ maxWidth: 360 }}>
          <NativeSelect
            id="subscriber-type"
            label={t('form.subscriberType')}
            value={subscriberType}
            emptyLabel={t('form.choose')}
            options={rules.subscriberTypes.filter((s) => offered.has(s.code)).map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
            onChange={setSubscriberType}
          />
          {errors.subscriberType && (
            <Typography color="error" variant="body2" role="alert">
              {errors.subscriberType}
            </Typography>
          )}
        </Box>
      )}
      {rule.subject === 'ownSubscription' && (
        <Box sx={{ maxWidth: 480 }}>
          <NativeSelect
            id="own-subscription"
            label={t('form.subscription')}
            value={subscriberInfoOid}
            emptyLabel={t('form.choose')}
            options={(subscriptions.data ?? []).map((s) => ({ value: s.subscriberInfoOid, label: `${s.subscriberNo} · ${s.address}` }))}
            onChange={setSubscriberInfoOid}
          />
          {subscriptions.data?.length === 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('form.noSubscriptions')}
            </Alert>
          )}
          {errors.subscriberInfoOid && (
            <Typography color="error" variant="body2" role="alert">
              {errors.subscriberInfoOid}
            </Typography>
          )}
        </Box>
      )}
      {rule.subject === 'otherSubscription' && (
        <TextField
          id="subscriber-no"
          label={t('form.subscriberNo')}
          helperText={errors.subscriberNo ?? t('form.subscriberNoHelp')}
          error={!!errors.subscriberNo}
          value={subscriberNo}
          onChange={(e) => setSubscriberNo(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
          sx={{ maxWidth: 360 }}
        />
      )}
      {rule.asksProperty && <PropertyFields value={property} onChange={setProperty} errors={propertyErrors} />}
      {rule.asksReductionGround && (
        <Box sx={{ maxWidth: 480 }}>
          <NativeSelect
            id="reduction-ground"
            label={t('form.reductionGround')}
            value={reductionGroundCode}
            emptyLabel={t('form.choose')}
            options={rules.reductionGrounds.map((g) => ({ value: g.code, label: g.name }))}
            onChange={setReductionGroundCode}
          />
          {errors.reductionGroundCode && (
            <Typography color="error" variant="body2" role="alert">
              {errors.reductionGroundCode}
            </Typography>
          )}
        </Box>
      )}
      {rule.asksMeterReading && (
        <TextField
          id="meter-reading"
          label={t('form.meterReading')}
          type="number"
          value={meterReading}
          onChange={(e) => setMeterReading(e.target.value)}
          error={!!errors.meterReading}
          helperText={errors.meterReading ?? t('form.meterReadingHelp')}
          sx={{ maxWidth: 240 }}
        />
      )}
      {rule.asksStatement && (
        <TextField
          id="statement"
          label={t('form.statement')}
          multiline
          minRows={3}
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
          error={!!errors.statement}
          helperText={errors.statement ?? t('form.statementHelp')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
      <DocumentFields
        slots={slots}
        documents={documents}
        onDocuments={(next) => {
          setDocuments(next);
          setErrors(({ documents: _answered, ...rest }) => rest);
        }}
        error={errors.documents ?? null}
        {...(withCode ? { uploadKey: { token: uploadToken, onToken: setUploadToken } } : {})}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <PhoneField id="contact-gsm" name="gsmNumber" label={t('form.gsm')} value={gsm} onChange={setGsm} error={errors.gsmNumber} helperText={t('form.gsmHelp')} required />
        <TextField
          id="contact-email"
          label={t('form.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!errors.email}
          helperText={errors.email}
          autoComplete="email"
        />
      </Box>
      {rule.feesBySubscriberType.some((f) => f.total > 0) && (
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
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" size="large" onClick={() => void submit()} disabled={apply.isPending}>
          {apply.isPending ? t('form.sending') : t('form.submit')}
        </Button>
        <Button onClick={onCancel} disabled={apply.isPending}>
          {t('form.back')}
        </Button>
      </Box>
    </Paper>
  );
}
