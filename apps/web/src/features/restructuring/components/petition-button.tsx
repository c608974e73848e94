import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download-file';
import { useNotify } from '../../../lib/notifications/notification-context';

interface PetitionButtonProps {
  fileOid: number;
  applicationNo?: string;
  fileName?: string;
  label?: string;
  icon?: ReactNode;
  variant: 'contained' | 'outlined' | 'text';
}

/** Downloads a document of the application (by default the petition) through GetFile. */
export function PetitionButton({ fileOid, applicationNo, fileName, label, icon, variant }: PetitionButtonProps) {
  const { t } = useTranslation('restructuring');
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(fileOid, fileName ?? `yapilandirma-${applicationNo ?? fileOid}.pdf`);
    } catch (error) {
      notify.toast((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} startIcon={icon ?? <PictureAsPdf />} onClick={() => void download()} disabled={busy}>
      {label ?? t('done.petition')}
    </Button>
  );
}
