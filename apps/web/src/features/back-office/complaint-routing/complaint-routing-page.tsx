import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/call-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadFailed, Loading } from '../components/load-state';
import { RoutingDialog } from './routing-dialog';

type Category = ResponseOf<'GetBackOfficeComplaintRouting'>['categories'][number];

/** /yonetim/sikayet-yonlendirme (ADMIN): which unit's inbox each complaint category's new applications arrive in. */
export default function ComplaintRoutingPage() {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(t('complaintRouting.title'));
  const routing = useQuery({ queryKey: ['GetBackOfficeComplaintRouting'], queryFn: ({ signal }) => callApi('GetBackOfficeComplaintRouting', {}, { signal }) });
  const [editing, setEditing] = useState<Category | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const units = routing.data?.units ?? [];
  const unitName = (code: string | null) => units.find((u) => u.unitCode === code)?.name ?? t('complaintRouting.frontDesk');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('complaintRouting.title')}
      </Typography>
      <Typography color="text.secondary">{t('complaintRouting.intro')}</Typography>
      {saved && (
        <Alert severity="success" role="status">
          {saved}
        </Alert>
      )}
      {routing.isPending && <Loading />}
      {routing.isError && <LoadFailed error={routing.error} onRetry={() => void routing.refetch()} />}
      {routing.isSuccess && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('complaintRouting.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('complaintRouting.category')}</TableCell>
                <TableCell>{t('complaintRouting.unit')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {routing.data.categories.map((category) => (
                <TableRow key={category.categoryCode}>
                  <TableCell component="th" scope="row">
                    {category.name}
                  </TableCell>
                  <TableCell>{unitName(category.unitCode)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(category)} aria-label={t('complaintRouting.changeOf', { category: category.name })}>
                      {t('complaintRouting.change')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing && (
        <RoutingDialog
          category={editing}
          units={units}
          onClose={(text) => {
            setEditing(null);
            if (text) setSaved(text);
          }}
        />
      )}
    </Box>
  );
}
