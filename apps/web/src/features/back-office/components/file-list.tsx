import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../../lib/csv';

type FileRow = ResponseOf<'GetBackOfficeComplaint'>['attachments'][number];

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * An item's files for the clerk: a picture opens in a preview (as a data address, which the
 * page's security policy allows), anything else is downloaded.
 */
export function FileList({
  title,
  files,
  fetchFile,
  label,
}: {
  title: string;
  files: (FileRow & { kind?: string })[];
  fetchFile(fileOid: number): Promise<Blob>;
  label?(file: FileRow & { kind?: string }): string;
}) {
  const { t } = useTranslation('backOffice');
  const [preview, setPreview] = useState<{ name: string; url: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const open = async (file: FileRow) => {
    setFailed(null);
    try {
      const blob = await fetchFile(file.fileOid);
      if (file.contentType.startsWith('image/')) setPreview({ name: file.fileName, url: await readAsDataUrl(blob) });
      else downloadBlob(file.fileName, blob);
    } catch (error) {
      setFailed(`${t('detail.fileFailed')} ${(error as Error).message}`);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="files-title" sx={{ p: 2 }}>
      <Typography id="files-title" component="h2" variant="h2">
        {title}
      </Typography>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failed}
        </Alert>
      )}
      {files.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('detail.noAttachments')}
        </Typography>
      ) : (
        <List dense>
          {files.map((file) => (
            <ListItem key={file.fileOid} disableGutters secondaryAction={<FileButton file={file} onOpen={() => void open(file)} />}>
              <ListItemText
                primary={label ? `${label(file)}: ${file.fileName}` : file.fileName}
                secondary={`${file.documentName ?? file.contentType} · ${sizeText(file.size)}`}
                sx={{ pr: 12 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {preview && (
        <Dialog open onClose={() => setPreview(null)} maxWidth="md" aria-labelledby="preview-title">
          <DialogTitle id="preview-title">{t('detail.preview', { name: preview.name })}</DialogTitle>
          <DialogContent>
            <Box component="img" src={preview.url} alt={preview.name} sx={{ maxWidth: '100%', display: 'block' }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPreview(null)}>{t('detail.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}

/** "Önizle" for a picture, "İndir" for anything else; the file's name follows for a screen reader. */
function FileButton({ file, onOpen }: { file: FileRow; onOpen(): void }) {
  const { t } = useTranslation('backOffice');
  const text = file.contentType.startsWith('image/') ? t('detail.previewButton') : t('detail.downloadButton');
  return (
    <Button onClick={onOpen} aria-label={`${text}: ${file.fileName}`}>
      {text}
    </Button>
  );
}
