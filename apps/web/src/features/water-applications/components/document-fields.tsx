import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { allowedFileExtensions, type WaterDocumentKind } from '@ebelediye/contract';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/call-api';
import { prepareUpload } from '../../../lib/files/prepare-upload';
import { removeUpload } from '../../../lib/files/remove-upload';

export interface AttachedDocument {
  kind: WaterDocumentKind;
  fileOid: number;
  fileName: string;
}

interface Slot {
  kind: WaterDocumentKind;
  name: string;
  required: boolean;
}

/** One upload per document the type asks for; each file is stored at once by UploadFile (the server checks type and content). */
export function DocumentFields({
  slots,
  documents,
  onDocuments,
  error,
  uploadKey,
}: {
  slots: Slot[];
  documents: AttachedDocument[];
  onDocuments(documents: AttachedDocument[]): void;
  error?: string | null;
  /** Without a member, the files belong to the upload key the first upload issued. */
  uploadKey?: { token: string | null; onToken(token: string): void };
}) {
  const { t } = useTranslation('waterApplications');
  const [busy, setBusy] = useState<WaterDocumentKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (kind: WaterDocumentKind, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(kind);
    setProblem(null);
    try {
      const prepared = await prepareUpload(file);
      const stored = await callApi('UploadFile', {
        request: { fileName: prepared.fileName, contentBase64: prepared.contentBase64, ...(uploadKey?.token ? { uploadToken: uploadKey.token } : {}) },
      });
      if (stored.uploadToken && uploadKey) uploadKey.onToken(stored.uploadToken);
      // A file replaced in its slot is taken back: only the kept one counts.
      const replaced = documents.find((d) => d.kind === kind);
      if (replaced) removeUpload(replaced.fileOid, stored.uploadToken ?? uploadKey?.token);
      onDocuments([...documents.filter((d) => d.kind !== kind), { kind, fileOid: stored.fileOid, fileName: stored.fileName }]);
    } catch (failure) {
      setProblem(`${file.name}: ${(failure as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('form.documents')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="water-document-help">
        {t('form.documentsHelp')}
      </Typography>
      {slots.map((slot) => {
        const attached = documents.find((d) => d.kind === slot.kind);
        const inputId = `document-${slot.kind}`;
        return (
          <Box
            key={slot.kind}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Typography component="span" id={`${inputId}-label`} sx={{ flex: '1 1 16rem' }}>
              {slot.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({slot.required ? t('form.required') : t('form.optional')})
              </Typography>
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {attached && (
                <Chip
                  label={attached.fileName}
                  onDelete={() => {
                    const removed = documents.find((d) => d.kind === slot.kind);
                    if (removed) removeUpload(removed.fileOid, uploadKey?.token);
                    onDocuments(documents.filter((d) => d.kind !== slot.kind));
                  }}
                  deleteIcon={<Close aria-label={t('form.remove', { name: attached.fileName })} />}
                />
              )}
              <Button component="label" variant="outlined" size="small" startIcon={<AttachFile />} disabled={busy !== null} aria-describedby="water-document-help">
                {busy === slot.kind ? t('form.uploading') : attached ? t('form.replace') : t('form.attach')}
                <Box component="span" sx={visuallyHidden}>
                  : {slot.name}
                </Box>
                <input hidden type="file" data-testid={inputId} accept={allowedFileExtensions.map((e) => `.${e}`).join(',')} onChange={(e) => void add(slot.kind, e)} />
              </Button>
            </Box>
          </Box>
        );
      })}
      {problem && <Alert severity="warning">{problem}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Box>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
