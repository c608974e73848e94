import { applicationTypes, formatGsm, operations, type ResponseOf } from '@ebelediye/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { fetchOperationFile } from '../../../lib/download-file';
import { formatDate, formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useDetail, useItemAction } from '../api/use-back-office';
import { useQueueChoices } from '../api/use-queue-choices';
import { actionBody, validateAction, waterApplicationButtons } from '../action-buttons';
import { useBackOfficeAccess } from '../back-office-context';
import { ActionPanel } from '../components/action-panel';
import { DetailHeader } from '../components/detail-header';
import { queueLinks } from '../queue-links';
import { FactSection } from '../components/fact-section';
import { FileList } from '../components/file-list';
import { HistoryList } from '../components/history-list';
import { LoadFailed, Loading } from '../components/load-state';
import { isNotFound, NotFound } from '../components/not-found';

type WaterApplication = ResponseOf<'GetBackOfficeWaterApplication'>;

const tones = {
  awaitingPayment: 'default',
  received: 'info',
  documentsMissing: 'warning',
  siteVisitPlanned: 'warning',
  siteVisitDone: 'info',
  approved: 'info',
  meterMounted: 'success',
  active: 'success',
  rejected: 'error',
  refundApproved: 'warning',
  refunded: 'default',
  expired: 'default',
} as const;

function ApplicationDetail({ item }: { item: WaterApplication }) {
  const { t } = useTranslation('backOffice');
  const { userOid } = useBackOfficeAccess();
  const choices = useQueueChoices('waterApplications');
  // The social reductions, for a tariff reduction's approval (the tariffs screen's own list).
  const reductions = (
    useQuery({
      queryKey: ['GetBackOfficeWaterTariffs'],
      queryFn: ({ signal }) => callApi('GetBackOfficeWaterTariffs', {}, { signal }),
      enabled: item.applicationType === applicationTypes.tariffReduction.code,
      staleTime: 5 * 60_000,
    }).data?.reductions ?? []
  ).map((r) => ({ value: r.code, label: r.name }));
  const key = { applicationOid: item.applicationOid };
  const act = useItemAction('GetBackOfficeWaterApplication', key);
  const none = t('none');
  const c = item.citizen;
  const optional = (label: string, value: string | null | undefined): [string, string][] => (value ? [[label, value]] : []);
  const facts: [string, string][] = [
    [t('detail.waterApplication.type'), item.applicationTypeName],
    [t('detail.waterApplication.applicant'), item.applicantName],
    [t('detail.waterApplication.nationalId'), item.nationalId ?? none],
    [t('detail.waterApplication.gsm'), formatGsm(item.gsm)],
    [t('detail.waterApplication.email'), item.email ?? none],
    ...optional(t('detail.waterApplication.subscriberType'), c.subscriberType),
    ...optional(t('detail.waterApplication.address'), c.address),
    ...optional(t('detail.waterApplication.subscriberNo'), c.subscriberNo),
    ...optional(t('detail.waterApplication.resultSubscriberNo'), c.resultSubscriberNo),
    ...optional(t('detail.waterApplication.reductionGround'), item.reductionGroundName),
    ...optional(t('detail.waterApplication.meterReading'), item.meterReading === null ? null : String(item.meterReading)),
    ...optional(t('detail.waterApplication.statement'), item.statement),
    ...optional(t('detail.waterApplication.siteVisit'), c.siteVisitDate ? formatDate(c.siteVisitDate) : null),
    [t('detail.waterApplication.assignedTo'), item.assignedTo?.name ?? t('list.unassigned')],
    [t('detail.waterApplication.createdAt'), formatDateAndTime(item.createdAt)],
  ];
  const fees: [string, string][] = c.fees.map((f) => [
    f.description,
    `${formatMoney(f.amount)} · ${f.paid ? t('detail.waterApplication.paid') : t('detail.waterApplication.unpaid')}`,
  ]);
  const trail: [string, string][] = [
    [t('detail.waterApplication.approvedBy'), item.feeRefundApprovedBy?.name ?? none],
    [t('detail.waterApplication.paidBy'), item.feeRefundPaidBy?.name ?? none],
    [t('detail.waterApplication.paymentReference'), item.feeRefundReference ?? none],
    ...optional(t('detail.waterApplication.rejection'), c.rejectionReason),
  ];
  const status = (s: string) => t(`status.waterApplication.${s}`);
  const fourEyes = item.allowedActions.includes('markFeeRefundPaid') && item.feeRefundApprovedBy?.userOid === userOid;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DetailHeader
        title={t('detail.waterApplication.title', { number: item.trackingNumber })}
        status={status(item.status)}
        tone={tones[item.status]}
        queue={queueLinks.waterApplications}
        oid={item.applicationOid}
        dueAt={item.dueAt}
        overdue={item.overdue}
      />
      <ActionPanel
        history={item.history}
        buttons={waterApplicationButtons(item, userOid)}
        colleagues={choices.colleagues}
        units={choices.units}
        reductions={reductions}
        templates={choices.templates}
        notice={fourEyes ? <Alert severity="info">{t('detail.waterApplication.fourEyes')}</Alert> : undefined}
        validate={(button, values) =>
          validateAction(operations.ActOnBackOfficeWaterApplication.request, { ...key, version: item.version }, button, values, {
            assignee: t('actions.required.assignee'),
            unit: t('actions.required.unit'),
          })
        }
        run={(button, values) => act.mutateAsync({ ...key, version: item.version, action: actionBody(button, values) as never })}
      />
      <FactSection id="application-facts" title={t('detail.facts')} facts={facts} />
      <FileList
        title={t('detail.waterApplication.documents')}
        files={item.files}
        label={(file) => item.files.find((f) => f.fileOid === file.fileOid)?.kindName ?? ''}
        fetchFile={(fileOid) => fetchOperationFile('GetBackOfficeWaterApplicationDocument', { applicationOid: item.applicationOid, fileOid, disposition: 'attachment' })}
      />
      {fees.length > 0 && <FactSection id="application-fees" title={t('detail.waterApplication.fees')} facts={fees} />}
      {(item.status === 'rejected' || item.status === 'refundApproved' || item.status === 'refunded') && (
        <FactSection id="refund-trail" title={t('detail.waterApplication.refundTrail')} facts={trail} />
      )}
      <HistoryList history={item.history} statusName={status} />
    </Box>
  );
}

/** /yonetim/su-basvurulari/:oid: one water application — documents, fees, the decision and the history. */
export default function WaterApplicationPage({ oid }: { oid: number }) {
  const detail = useDetail('GetBackOfficeWaterApplication', { applicationOid: oid });
  if (isNotFound(detail.error)) return <NotFound />;
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return <ApplicationDetail item={detail.data} />;
}
