import { operations, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { fetchOperationFile } from '../../../lib/download-file';
import { formatDate, formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useDetail, useItemAction } from '../api/use-back-office';
import { useQueueChoices } from '../api/use-queue-choices';
import { actionBody, restructuringButtons, validateAction } from '../action-buttons';
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

type Restructuring = ResponseOf<'GetBackOfficeRestructuring'>;
const tones = { active: 'info', broken: 'error', completed: 'success' } as const;

function RestructuringDetail({ item }: { item: Restructuring }) {
  const { t } = useTranslation('backOffice');
  const { userOid } = useBackOfficeAccess();
  const choices = useQueueChoices('restructurings');
  const key = { restructuringLogOid: item.restructuringLogOid };
  const act = useItemAction('GetBackOfficeRestructuring', key);
  const none = t('none');
  const facts: [string, string][] = [
    [t('detail.restructuring.taxpayer'), item.taxpayerName],
    [t('detail.restructuring.identity'), item.identityNumber],
    [t('detail.restructuring.scheme'), item.schemeTitle],
    [t('detail.restructuring.law'), item.lawNo],
    [t('detail.restructuring.principal'), formatMoney(item.principal)],
    [t('detail.restructuring.waived'), formatMoney(item.delayFineWaived)],
    [t('detail.restructuring.index'), formatMoney(item.indexAmount)],
    [t('detail.restructuring.total'), formatMoney(item.restructuredTotal)],
    [t('detail.restructuring.paid'), formatMoney(item.paidTotal)],
    [t('detail.restructuring.rule'), item.ruleExplanation],
    ...(item.brokenAt ? [[t('detail.restructuring.brokenAt'), formatDateAndTime(item.brokenAt)] as [string, string]] : []),
    [t('detail.restructuring.assignedTo'), item.assignedTo?.name ?? t('list.unassigned')],
    [t('detail.restructuring.appliedAt'), formatDateAndTime(item.appliedAt)],
  ];
  const status = (s: string) => t(`status.restructuring.${s}`);
  const rule =
    item.status === 'active' ? (
      <Alert severity={item.breaksUnderRule ? 'warning' : 'info'}>{item.breaksUnderRule ? t('detail.restructuring.breaks') : t('detail.restructuring.holds')}</Alert>
    ) : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DetailHeader
        title={t('detail.restructuring.title', { number: item.applicationNo })}
        status={status(item.status)}
        tone={tones[item.status]}
        queue={queueLinks.restructurings}
        oid={item.restructuringLogOid}
        dueAt={item.dueAt}
        overdue={item.overdue}
      />
      <ActionPanel
        history={item.history}
        buttons={restructuringButtons(item, userOid)}
        colleagues={choices.colleagues}
        units={choices.units}
        templates={choices.templates}
        notice={rule}
        validate={(button, values) =>
          validateAction(operations.ActOnBackOfficeRestructuring.request, { ...key, version: item.version }, button, values, {
            assignee: t('actions.required.assignee'),
            unit: t('actions.required.unit'),
          })
        }
        run={(button, values) => act.mutateAsync({ ...key, version: item.version, action: actionBody(button, values) as never })}
      />
      <FactSection id="restructuring-facts" title={t('detail.facts')} facts={facts}>
        <ItemTable
          id="restructuring-instalments"
          title={t('detail.restructuring.instalments')}
          rows={item.instalments}
          rowKey={(row) => row.accrumentOid}
          emptyText={none}
          columns={[
            { key: 'no', header: t('detail.restructuring.instalmentNo'), cell: (row) => row.instalmentNo },
            { key: 'due', header: t('detail.restructuring.dueDate'), cell: (row) => formatDate(row.dueDate) },
            { key: 'amount', header: t('detail.restructuring.amount'), align: 'right', cell: (row) => formatMoney(row.amount) },
            { key: 'paid', header: t('detail.restructuring.paidAmount'), align: 'right', cell: (row) => formatMoney(row.paidAmount) },
            { key: 'paidAt', header: t('detail.restructuring.paidAt'), cell: (row) => (row.paidAt ? formatDate(row.paidAt) : none) },
            { key: 'status', header: t('detail.restructuring.status'), cell: (row) => t(`status.instalment.${row.status}`) },
          ]}
        />
      </FactSection>
      <FileList
        title={t('detail.restructuring.documents')}
        files={item.documents}
        label={(file) => t(`detail.restructuring.${file.kind ?? 'upload'}`)}
        fetchFile={(fileOid) => fetchOperationFile('GetBackOfficeRestructuringDocument', { restructuringLogOid: item.restructuringLogOid, fileOid, disposition: 'attachment' })}
      />
      <HistoryList history={item.history} statusName={status} />
    </Box>
  );
}

/** /yonetim/yapilandirmalar/:oid: one plan — its petition, instalments and payments, the scheme's rule and the history. */
export default function RestructuringPage({ oid }: { oid: number }) {
  const detail = useDetail('GetBackOfficeRestructuring', { restructuringLogOid: oid });
  if (isNotFound(detail.error)) return <NotFound />;
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return <RestructuringDetail item={detail.data} />;
}
