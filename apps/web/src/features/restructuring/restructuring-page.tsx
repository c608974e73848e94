import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useScheme } from './api/use-restructuring';
import { MyRestructurings } from './components/my-restructurings';
import { NewRestructuring } from './components/new-restructuring';
import { RestructuringDetail } from './components/restructuring-detail';
import { SchemeInfo } from './components/scheme-info';
import { registerRestructuringTexts } from './restructuring-texts';

registerRestructuringTexts();

/** /DebtRestructuring: the open scheme, a new application, and the member's plans with their progress. */
export default function RestructuringPage() {
  const { t } = useTranslation('restructuring');
  useDocumentTitle(t('title'));
  const scheme = useScheme();
  const [open, setOpen] = useState<number | null>(null);
  const notOpen = scheme.error instanceof ApiError && scheme.error.code === 'RESTRUCTURING_NOT_OPEN';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Box>
      {open !== null ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <RestructuringDetail restructuringLogOid={open} onBack={() => setOpen(null)} />
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <MyRestructurings onOpen={setOpen} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            {scheme.isPending && <Skeleton variant="rounded" height={240} />}
            {notOpen && (
              <Alert severity="info">
                <AlertTitle>{t('closed.title')}</AlertTitle>
                {scheme.error?.message}
              </Alert>
            )}
            {scheme.isError && !notOpen && <Alert severity="error">{scheme.error.message || t('failed')}</Alert>}
            {scheme.data && (
              <>
                <SchemeInfo scheme={scheme.data} />
                <NewRestructuring scheme={scheme.data} onOpen={setOpen} />
              </>
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}
