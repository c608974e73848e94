import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentFields, type AttachedDocument } from './document-fields';

type Application = ResponseOf<'GetWaterApplicationStatus'>;

/** Only the documents the water unit asked for; `send` adds them (as a member, or with a code's proof). */
export function MissingDocuments({
  application,
  send,
  uploadKey,
}: {
  application: Application;
  send(documents: { kind: AttachedDocument['kind']; fileOid: number }[]): Promise<unknown>;
  uploadKey?: ComponentProps<typeof DocumentFields>['uploadKey'];
}) {
  const { t } = useTranslation('waterApplications');
  const [documents, setDocuments] = useState<AttachedDocument[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setProblem(null);
    setBusy(true);
    try {
      await send(documents.map(({ kind, fileOid }) => ({ kind, fileOid })));
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const ready = application.missingDocuments.every((m) => documents.some((d) => d.kind === m.kind));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Alert severity="warning">{t('card.missing', { list: application.missingDocuments.map((m) => m.name).join(', ') })}</Alert>
      <DocumentFields
        slots={application.missingDocuments.map((m) => ({ ...m, required: true }))}
        documents={documents}
        onDocuments={setDocuments}
        error={problem}
        {...(uploadKey ? { uploadKey } : {})}
      />
      <Box>
        <Button variant="contained" onClick={() => void submit()} disabled={!ready || busy}>
          {busy ? t('form.sending') : t('card.sendMissing')}
        </Button>
      </Box>
    </Box>
  );
}
