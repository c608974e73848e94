import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { operations, type ResponseOf } from '@ebelediye/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadDeclarationPdf, usePreview, useRecord, useTempFiles, type PreviewRequest } from '../api/use-declarations';
import { registerDeclarationTexts } from '../declarations-texts';
import { DeclarationSummary } from './declaration-summary';
import { DocumentList } from './document-list';
import type { DeclarationValues } from './form-inputs';
import { TaxPreview } from './tax-preview';

registerDeclarationTexts();

export type DeclarationScreen = 'building' | 'plot' | 'land' | 'ect' | 'advertising' | 'entertainment';

interface DeclarationFlowProps {
  screen: DeclarationScreen;
  defaultValues: DeclarationValues;
  toRequest(values: DeclarationValues): PreviewRequest;
  children: ReactNode;
}

/** 'concreteEMunicipalityEstateDeclaration.floorArea' → 'floorArea': the form's own field names. */
const fieldOf = (path: string) => path.split('.').slice(1).join('.') || path;

/** Fill in → compute on the server → check the tax → confirm and file; the summary below lists what was filed. */
export function DeclarationFlow({ screen, defaultValues, toRequest, children }: DeclarationFlowProps) {
  const { t } = useTranslation('declarations');
  useDocumentTitle(t(`titles.${screen}`));
  const form = useForm<DeclarationValues>({ defaultValues });
  const preview = usePreview();
  const record = useRecord();
  const files = useTempFiles();
  const [computed, setComputed] = useState<{ request: PreviewRequest; tax: ResponseOf<'PreviewEMunicipalityDeclaration'> } | null>(null);
  const [filed, setFiled] = useState<ResponseOf<'RecordEMunicipalityEstateDeclaration'> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Any change after the computation makes it stale: the citizen computes again before confirming.
  useEffect(() => {
    const subscription = form.watch(() => setComputed(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const showErrors = (fields: Record<string, string>) => {
    for (const [path, message] of Object.entries(fields)) form.setError(fieldOf(path), { type: 'server', message });
  };

  const calculate = form.handleSubmit(async (values) => {
    setProblem(null);
    const request = toRequest(values);
    const checked = operations.PreviewEMunicipalityDeclaration.request.safeParse(request);
    if (!checked.success) {
      showErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.slice(1).join('.') || String(i.path[0]), i.message])));
      return;
    }
    try {
      setComputed({ request, tax: await preview.mutateAsync(request) });
    } catch (error) {
      if (error instanceof ApiError && error.fields) showErrors(error.fields);
      setProblem((error as Error).message);
    }
  });

  const confirm = async () => {
    if (!computed) return;
    setProblem(null);
    try {
      setFiled(await record.mutateAsync({ body: computed.request, fileOids: (files.data ?? []).map((f) => f.fileOid) }));
      setComputed(null);
      form.reset(defaultValues);
    } catch (error) {
      if (error instanceof ApiError && error.fields) showErrors(error.fields);
      setProblem((error as Error).message);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t(`titles.${screen}`)}
        </Typography>
        <Typography color="text.secondary">{t(`intros.${screen}`)}</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }}>
        {filed && (
          <Alert
            severity="success"
            role="alert"
            action={
              <Button color="inherit" onClick={() => void downloadDeclarationPdf(filed.declarationOid, filed.declarationNo)}>
                {t('actions.pdf')}
              </Button>
            }
          >
            <AlertTitle>{t('done.title')}</AlertTitle>
            {t('done.text', { no: filed.declarationNo, count: filed.accrualOids.length })}
          </Alert>
        )}
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={(e) => void calculate(e)} sx={{ display: 'grid', gap: 3 }} aria-label={t(`titles.${screen}`)}>
            {children}
            <DocumentList />
            {problem && <Alert severity="error">{problem}</Alert>}
            {!computed && (
              <Box>
                <SubmitButton busy={preview.isPending}>{preview.isPending ? t('actions.calculating') : t('actions.calculate')}</SubmitButton>
              </Box>
            )}
          </Box>
        </FormProvider>
        {computed && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TaxPreview tax={computed.tax} />
            <Alert severity="warning">{t('preview.check')}</Alert>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" onClick={() => void confirm()} disabled={record.isPending}>
                {record.isPending ? t('actions.sending') : t('actions.confirm')}
              </Button>
              <Button onClick={() => setComputed(null)}>{t('actions.edit')}</Button>
            </Box>
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <DeclarationSummary />
      </Paper>
    </Box>
  );
}
