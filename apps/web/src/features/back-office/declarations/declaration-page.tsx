import { operations, type ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { fetchOperationFile } from '../../../lib/download-file';
import { formatDate, formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useDetail, useItemAction } from '../api/use-back-office';
import { useQueueChoices } from '../api/use-queue-choices';
import { actionBody, declarationButtons, validateAction } from '../action-buttons';
import { useBackOfficeAccess } from '../back-office-context';
import { ActionPanel } from '../components/action-panel';
import { DetailHeader } from '../components/detail-header';
import { queueLinks } from '../queue-links';
import { FactSection } from '../components/fact-section';
import { FileList } from '../components/file-list';
import { HistoryList } from '../components/history-list';
import { ItemTable } from '../components/item-table';
import { LoadFailed, Loading } from '../components/load-state';
import { isNotFound, NotFound } from '../components/not-found';

type Declaration = ResponseOf<'GetBackOfficeDeclaration'>;
const tones = { filed: 'info', inReview: 'warning', accepted: 'success', returned: 'error' } as const;

function DeclarationDetail({ item }: { item: Declaration }) {
  const { t } = useTranslation('backOffice');
  const { userOid } = useBackOfficeAccess();
  const choices = useQueueChoices('declarations');
  const key = { declarationOid: item.declarationOid };
  const act = useItemAction('GetBackOfficeDeclaration', key);
  const none = t('none');
  const facts: [string, string][] = [
    [t('detail.declaration.kind'), item.kindName],
    [t('detail.declaration.taxYear'), String(item.taxYear)],
    [t('detail.declaration.subject'), item.subject],
    [t('detail.declaration.taxpayer'), item.taxpayerName],
    [t('detail.declaration.identity'), item.identityNumber],
    [t('detail.declaration.address'), item.address],
    [t('detail.declaration.district'), item.districtName ?? none],
    ...(item.taxValue !== null ? [[t('detail.declaration.taxValue'), formatMoney(item.taxValue)] as [string, string]] : []),
    [t('detail.declaration.tax'), formatMoney(item.taxAmount)],
    [t('detail.declaration.assignedTo'), item.assignedTo?.name ?? t('list.unassigned')],
    [t('detail.declaration.filedAt'), formatDateAndTime(item.filedAt)],
    ...(item.returnReason ? [[t('detail.declaration.returnReason'), item.returnReason] as [string, string]] : []),
  ];
  const status = (s: string) => t(`status.declaration.${s}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DetailHeader
        title={t('detail.declaration.title', { number: item.declarationNo })}
        status={status(item.reviewStatus)}
        tone={tones[item.reviewStatus]}
        queue={queueLinks.declarations}
        oid={item.declarationOid}
        dueAt={item.dueAt}
        overdue={item.overdue}
      />
      <ActionPanel
        history={item.history}
        buttons={declarationButtons(item, userOid)}
        colleagues={choices.colleagues}
        units={choices.units}
        templates={choices.templates}
        validate={(button, values) =>
          validateAction(operations.ActOnBackOfficeDeclaration.request, { ...key, version: item.version }, button, values, {
            assignee: t('actions.required.assignee'),
            unit: t('actions.required.unit'),
          })
        }
        run={(button, values) => act.mutateAsync({ ...key, version: item.version, action: actionBody(button, values) as never })}
      />
      <FactSection id="declaration-facts" title={t('detail.facts')} facts={facts}>
        <ItemTable
          id="declaration-lines"
          title={t('detail.declaration.lines')}
          rows={item.lines}
          rowKey={(line) => line.label}
          emptyText={none}
          columns={[
            { key: 'label', header: t('detail.declaration.subject'), cell: (line) => line.label },
            { key: 'amount', header: t('detail.declaration.amount'), align: 'right', cell: (line) => formatMoney(line.amount) },
          ]}
        />
        <ItemTable
          id="declaration-instalments"
          title={t('detail.declaration.instalments')}
          rows={item.instalments}
          rowKey={(row) => row.accrumentOid}
          emptyText={none}
          columns={[
            { key: 'no', header: t('detail.declaration.instalmentNo'), cell: (row) => row.instalmentNo },
            { key: 'due', header: t('detail.declaration.dueDate'), cell: (row) => formatDate(row.dueDate) },
            { key: 'amount', header: t('detail.declaration.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
            { key: 'status', header: t('detail.declaration.status'), cell: (row) => t(`status.instalment.${row.status}`) },
          ]}
        />
      </FactSection>
      <FileList
        title={t('detail.declaration.documents')}
        files={item.documents}
        fetchFile={(fileOid) => fetchOperationFile('GetBackOfficeDeclarationDocument', { declarationOid: item.declarationOid, fileOid, disposition: 'attachment' })}
      />
      <HistoryList history={item.history} statusName={status} />
    </Box>
  );
}

/** /yonetim/beyannameler/:oid: one filed declaration — its tax, instalments in the ledger, documents and history. */
export default function DeclarationPage({ oid }: { oid: number }) {
  const detail = useDetail('GetBackOfficeDeclaration', { declarationOid: oid });
  if (isNotFound(detail.error)) return <NotFound />;
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return <DeclarationDetail item={detail.data} />;
}
