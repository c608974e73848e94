import { formatGsm, operations, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateAndTime } from '../../../lib/i18n/format';
import { useDetail, useItemAction } from '../api/use-back-office';
import { useQueueChoices } from '../api/use-queue-choices';
import { actionBody, approvedByMe, cancellationButtons, validateAction } from '../action-buttons';
import { useBackOfficeAccess } from '../back-office-context';
import { ActionPanel } from '../components/action-panel';
import { DetailHeader } from '../components/detail-header';
import { queueLinks } from '../queue-links';
import { FactSection } from '../components/fact-section';
import { HistoryList } from '../components/history-list';
import { LoadFailed, Loading } from '../components/load-state';
import { isNotFound, NotFound } from '../components/not-found';
import { FinalBill } from './final-bill';

type Cancellation = ResponseOf<'GetBackOfficeWaterCancellation'>;

/** The clerk reads the IBAN out or types it into the bank's screen: in groups of four, as printed on a card. */
const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
const tones = {
  received: 'info',
  cutOrdered: 'warning',
  lineCut: 'warning',
  refundApproved: 'warning',
  completed: 'success',
  cutRejected: 'error',
  refundRejected: 'error',
} as const;

function CancellationDetail({ item }: { item: Cancellation }) {
  const { t } = useTranslation('backOffice');
  const { userOid } = useBackOfficeAccess();
  const choices = useQueueChoices('waterCancellations');
  const key = { cancellationOid: item.cancellationOid };
  const act = useItemAction('GetBackOfficeWaterCancellation', key);
  const none = t('none');
  const stamp = (who: { name: string } | null, at: string | null) => (who ? `${who.name}${at ? ` · ${formatDateAndTime(at)}` : ''}` : none);
  const facts: [string, string][] = [
    [t('detail.cancellation.subscriberNo'), item.subscriberNo],
    [t('detail.cancellation.holder'), item.holderName],
    [t('detail.cancellation.nationalId'), item.nationalId ?? none],
    [t('detail.cancellation.gsm'), formatGsm(item.gsm)],
    [t('detail.cancellation.email'), item.email ?? none],
    [t('detail.cancellation.address'), item.address],
    [t('detail.cancellation.lineStatus'), item.waterLineStatusName],
    [t('detail.cancellation.cuttingDate'), formatDate(item.waterLineCuttingDate)],
    [t('detail.cancellation.returnType'), item.depositReturnTypeName],
    ...(item.iban ? [[t('detail.cancellation.iban'), groupedIban(item.iban)] as [string, string]] : []),
    ...(item.ibanOwner ? [[t('detail.cancellation.ibanOwner'), item.ibanOwner] as [string, string]] : []),
    ...(item.bankBranchName ? [[t('detail.cancellation.branch'), item.bankBranchName] as [string, string]] : []),
    [t('detail.cancellation.assignedTo'), item.assignedTo?.name ?? t('list.unassigned')],
    [t('detail.cancellation.createdAt'), formatDateAndTime(item.createdAt)],
  ];
  const trail: [string, string][] = [
    [t('detail.cancellation.approvedBy'), stamp(item.refundApprovedBy, item.refundApprovedAt)],
    [t('detail.cancellation.paidBy'), stamp(item.refundPaidBy, item.refundPaidAt)],
    [t('detail.cancellation.paymentReference'), item.paymentReference ?? none],
    ...(item.rejectionReason ? [[t('detail.cancellation.rejection'), item.rejectionReason] as [string, string]] : []),
  ];
  const stage = (s: string) => t(`status.cancellation.${s}`);
  const fourEyes = item.allowedActions.includes('markRefundPaid') && approvedByMe(item, userOid);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DetailHeader
        title={t('detail.cancellation.title', { number: item.trackingNumber })}
        status={stage(item.stage)}
        tone={tones[item.stage]}
        queue={queueLinks.waterCancellations}
        oid={item.cancellationOid}
        dueAt={item.dueAt}
        overdue={item.overdue}
      />
      <ActionPanel
        history={item.history}
        buttons={cancellationButtons(item, userOid)}
        colleagues={choices.colleagues}
        units={choices.units}
        templates={choices.templates}
        notice={fourEyes ? <Alert severity="info">{t('detail.cancellation.fourEyes')}</Alert> : undefined}
        validate={(button, values) =>
          validateAction(operations.ActOnBackOfficeWaterCancellation.request, { ...key, version: item.version }, button, values, {
            assignee: t('actions.required.assignee'),
            unit: t('actions.required.unit'),
          })
        }
        run={(button, values) => act.mutateAsync({ ...key, version: item.version, action: actionBody(button, values) as never })}
      />
      <FactSection id="cancellation-facts" title={t('detail.facts')} facts={facts} />
      <FinalBill item={item} />
      <FactSection id="refund-trail" title={t('detail.cancellation.refundTrail')} facts={trail} />
      <HistoryList history={item.history} statusName={stage} />
    </Box>
  );
}

/** /yonetim/abonelik-iptalleri/:oid: one cancellation — the line cut, the final bill, the four-eyes refund and the history. */
export default function CancellationPage({ oid }: { oid: number }) {
  const detail = useDetail('GetBackOfficeWaterCancellation', { cancellationOid: oid });
  if (isNotFound(detail.error)) return <NotFound />;
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return <CancellationDetail item={detail.data} />;
}
