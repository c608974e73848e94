import { normalizeGsm, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useApply, useApplyWithCode } from '../api/use-water-applications';
import { applicationBody, emptyApplication, type ApplicationValues, type ChangeValue } from './application-values';
import { ContactFields } from './contact-fields';
import { DetailFields } from './detail-fields';
import { DocumentFields, type AttachedDocument } from './document-fields';
import { FeeSummary } from './fee-summary';
import { PropertyFields } from './property-fields';
import { SubscriptionFields } from './subscription-fields';

type Rules = ResponseOf<'GetWaterApplicationRules'>;
type Rule = Rules['types'][number];
type Filed = ResponseOf<'ApplyForWaterService'>;

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
  const [values, setValues] = useState<ApplicationValues>(emptyApplication);
  const [documents, setDocuments] = useState<AttachedDocument[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens where the type's card was: the reader is taken to its title.
  useEffect(() => heading.current?.focus(), []);

  const change: ChangeValue = (key) => (value) => setValues((previous) => ({ ...previous, [key]: value }));
  const slots = [...rule.requiredDocuments.map((d) => ({ ...d, required: true })), ...rule.optionalDocuments.map((d) => ({ ...d, required: false }))];

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!normalizeGsm(values.gsm)) local.gsmNumber = t('form.gsmInvalid');
    const missing = rule.requiredDocuments.filter((d) => !documents.some((x) => x.kind === d.kind));
    if (missing.length > 0) local.documents = t('form.documentsMissing', { list: missing.map((d) => d.name).join(', ') });
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0) return;
    try {
      const body = applicationBody(rule, values, documents);
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
      <SubscriptionFields rule={rule} rules={rules} values={values} change={change} errors={errors} paymentProof={withCode?.paymentProof} />
      {rule.asksProperty && <PropertyFields value={values.property} onChange={change('property')} errors={propertyErrors} />}
      <DetailFields rule={rule} rules={rules} values={values} change={change} errors={errors} />
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
      <ContactFields values={values} change={change} errors={errors} />
      <FeeSummary rule={rule} subscriberType={values.subscriberType} />
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
