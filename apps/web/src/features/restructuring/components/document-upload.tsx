import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { allowedFileExtensions } from '@ebelediye/contract';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/call-api';
import { prepareUpload } from '../../../lib/files/prepare-upload';
import { removeUpload } from '../../../lib/files/remove-upload';

export interface UploadedDocument {
  fileOid: number;
  fileName: string;
}

const MAX_DOCUMENTS = 5;

/** Documents for the application, each stored at once by UploadFile (the server checks type and content). */
export function DocumentUpload({ documents, onDocuments }: { documents: UploadedDocument[]; onDocuments(documents: UploadedDocument[]): void }) {
  const { t } = useTranslation('restructuring');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (documents.length >= MAX_DOCUMENTS) return setProblem(t('apply.tooMany'));
    setBusy(true);
    setProblem(null);
    try {
      const prepared = await prepareUpload(file);
      const stored = await callApi('UploadFile', { request: { fileName: prepared.fileName, contentBase64: prepared.contentBase64 } });
      onDocuments([...documents, { fileOid: stored.fileOid, fileName: stored.fileName }]);
    } catch (error) {
      setProblem(`${file.name}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('apply.documents')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="document-help">
        {t('apply.documentsHelp')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFile />} disabled={busy || documents.length >= MAX_DOCUMENTS}>
          {busy ? t('apply.uploading') : t('apply.add')}
          <input hidden type="file" accept={allowedFileExtensions.map((e) => `.${e}`).join(',')} aria-describedby="document-help" onChange={(e) => void add(e)} />
        </Button>
        {documents.map((d) => (
          <Chip
            key={d.fileOid}
            label={d.fileName}
            onDelete={() => {
              removeUpload(d.fileOid);
              onDocuments(documents.filter((x) => x.fileOid !== d.fileOid));
            }}
            deleteIcon={<Close aria-label={t('apply.remove', { name: d.fileName })} />}
          />
        ))}
      </Box>
      {problem && <Alert severity="warning">{problem}</Alert>}
    </Box>
  );
}
