import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { useBackOfficeLookups, useRoleAudit } from '../api/use-back-office';
import { ItemTable } from '../components/item-table';
import { LoadFailed, Loading } from '../components/load-state';

const pageSize = 10;

/** Every grant, revoke and change of units, newest first: who was given what, by whom and when. */
export function RoleAudit() {
  const { t } = useTranslation('backOffice');
  const [pageIndex, setPageIndex] = useState(0);
  const audit = useRoleAudit({ pageIndex, pageSize });
  const units = useBackOfficeLookups().data?.units ?? [];
  const unitName = (code: string) => units.find((u) => u.unitCode === code)?.name ?? code;
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / pageSize)) : 1;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="audit-section" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="audit-section" component="h2" variant="h2">
        {t('admin.audit')}
      </Typography>
      {audit.isPending && <Loading />}
      {audit.isError && <LoadFailed error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && (
        <ItemTable
          id="audit-section"
          rows={audit.data.items}
          rowKey={(row) => `${row.at}-${row.holder.userOid}-${row.role}-${row.change}`}
          emptyText={t('admin.noAudit')}
          columns={[
            { key: 'at', header: t('admin.at'), cell: (row) => formatDateAndTime(row.at) },
            { key: 'change', header: t('admin.change'), cell: (row) => t(`admin.changes.${row.change}`) },
            { key: 'role', header: t('admin.role'), cell: (row) => t(`roles.${row.role}`) },
            { key: 'holder', header: t('admin.holder'), cell: (row) => row.holder.name },
            { key: 'by', header: t('admin.by'), cell: (row) => row.by.name },
            {
              key: 'reason',
              header: t('admin.reason'),
              cell: (row) =>
                [
                  row.reason ?? t('none'),
                  row.change === 'revoke' && row.itemsHandedOver > 0
                    ? row.handedTo
                      ? t('admin.handedOverTo', { count: row.itemsHandedOver, name: row.handedTo.name })
                      : t('admin.handedOver', { count: row.itemsHandedOver })
                    : null,
                  row.unitCodes ? t('admin.unitsSet', { units: row.unitCodes.map(unitName).join(', ') || t('none') }) : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
            },
          ]}
        />
      )}
      {audit.data && pages > 1 && (
        <Box component="nav" aria-label={t('admin.audit')} sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2">
            {t('list.page', { page: pageIndex + 1 })} / {pages}
          </Typography>
          <Button variant="outlined" disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>
            {t('list.previous')}
          </Button>
          <Button variant="outlined" disabled={pageIndex + 1 >= pages} onClick={() => setPageIndex((p) => p + 1)}>
            {t('list.next')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
