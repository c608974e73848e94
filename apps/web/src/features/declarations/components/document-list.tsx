import Delete from '@mui/icons-material/Delete';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { allowedFileExtensions, extensionOf, fileLimits } from '@ebelediye/contract';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveDocument, useTempFiles, useUploadDocument } from '../api/use-declarations';
import { prepareUpload } from '../../../lib/files/prepare-upload';

/**
 * Declaration_UploadList: supporting documents uploaded before filing. The
 * Declaration_TempFileList below lists each UploadedDocument not yet attached, removable.
 */
export function DocumentList() {
  const { t } = useTranslation('declarations');
  const files = useTempFiles();
  const upload = useUploadDocument();
  const remove = useRemoveDocument();
  const [documentName, setDocumentName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!documentName.trim()) return setProblem(t('documents.needName'));
    if (!allowedFileExtensions.includes(extensionOf(file.name))) return setProblem(t('documents.badType'));
    setProblem(null);
    try {
      const prepared = await prepareUpload(file);
      if (prepared.size > fileLimits.maxBytes) return setProblem(t('documents.tooLarge'));
      await upload.mutateAsync({ fileName: prepared.fileName, documentName: documentName.trim(), contentBase64: prepared.contentBase64 });
      setDocumentName('');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Box component="fieldset" id="Declaration_UploadList" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('documents.legend')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id="declaration-documents-help">
        {t('documents.help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          id="declaration-document-name"
          size="small"
          label={t('documents.documentName')}
          value={documentName}
          onChange={(e) => setDocumentName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: fileLimits.documentNameMaxLength } }}
        />
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={upload.isPending}>
          {upload.isPending ? t('documents.uploading') : t('documents.add')}
          <input hidden type="file" accept={allowedFileExtensions.map((e) => `.${e}`).join(',')} aria-describedby="declaration-documents-help" onChange={(e) => void add(e)} />
        </Button>
      </Box>
      {problem && <Alert severity="warning">{problem}</Alert>}
      <Typography variant="body2" id="Declaration_TempFileList-label">
        {t('documents.list')}
      </Typography>
      <List dense id="Declaration_TempFileList" aria-labelledby="Declaration_TempFileList-label" sx={{ py: 0 }}>
        {files.isError && <Alert severity="error">{t('loadError')}</Alert>}
        {files.data?.length === 0 && (
          <ListItem>
            <ListItemText secondary={t('documents.empty')} />
          </ListItem>
        )}
        {files.data?.map((f) => (
          <ListItem
            key={f.fileOid}
            className="UploadedDocument"
            secondaryAction={
              <IconButton edge="end" aria-label={t('documents.remove', { name: f.documentName })} onClick={() => remove.mutate(f.fileOid)} disabled={remove.isPending}>
                <Delete />
              </IconButton>
            }
          >
            <ListItemText primary={f.documentName} secondary={`${f.fileName} · ${Math.ceil(f.size / 1024)} KB`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
