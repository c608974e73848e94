import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { allowedFileExtensions, extensionOf, fileLimits } from '@ebelediye/contract';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/call-api';
import { prepareUpload } from '../../../lib/files/prepare-upload';
import { removeUpload } from '../../../lib/files/remove-upload';

export interface Attachment {
  fileOid: number;
  fileName: string;
}

const MAX_FILES = 5;

interface AttachmentFieldProps {
  files: Attachment[];
  onFiles(files: Attachment[]): void;
  uploadToken: string | undefined;
  onUploadToken(token: string): void;
}

/** Up to five documents, each uploaded at once; the server checks the content, this only spares a wasted upload. */
export function AttachmentField({ files, onFiles, uploadToken, onUploadToken }: AttachmentFieldProps) {
  const { t } = useTranslation('complaints');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const found: string[] = [];
    let token = uploadToken;
    let next = files;
    setBusy(true);
    for (const file of chosen) {
      if (next.length >= MAX_FILES) {
        found.push(t('files.tooMany'));
        break;
      }
      if (!allowedFileExtensions.includes(extensionOf(file.name))) found.push(t('files.badType', { name: file.name }));
      else {
        try {
          const prepared = await prepareUpload(file);
          if (prepared.size > fileLimits.maxBytes) {
            found.push(t('files.tooLarge', { name: file.name }));
            continue;
          }
          const stored = await callApi('UploadFile', { request: { fileName: prepared.fileName, contentBase64: prepared.contentBase64, ...(token ? { uploadToken: token } : {}) } });
          if (stored.uploadToken) onUploadToken((token = stored.uploadToken));
          next = [...next, { fileOid: stored.fileOid, fileName: stored.fileName }];
        } catch (error) {
          found.push(`${file.name}: ${(error as Error).message}`);
        }
      }
    }
    onFiles(next);
    setProblems(found);
    setBusy(false);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('files.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="attachment-help">
        {t('files.help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFile />} disabled={busy || files.length >= MAX_FILES}>
          {busy ? t('files.uploading') : t('files.add')}
          <input hidden type="file" multiple accept={allowedFileExtensions.map((e) => `.${e}`).join(',')} aria-describedby="attachment-help" onChange={(e) => void add(e)} />
        </Button>
        {files.map((f) => (
          <Chip
            key={f.fileOid}
            label={f.fileName}
            onDelete={() => {
              removeUpload(f.fileOid, uploadToken);
              onFiles(files.filter((x) => x.fileOid !== f.fileOid));
            }}
            deleteIcon={<Close aria-label={t('files.remove', { name: f.fileName })} />}
          />
        ))}
      </Box>
      {problems.length > 0 && <Alert severity="warning">{problems.join(' ')}</Alert>}
    </Box>
  );
}
