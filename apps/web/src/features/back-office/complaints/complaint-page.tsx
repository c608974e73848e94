import { formatGsm, operations, type ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { fetchOperationFile } from '../../../lib/download-file';
import { useDetail, useItemAction } from '../api/use-back-office';
import { useQueueChoices } from '../api/use-queue-choices';
import { actionBody, complaintButtons, validateAction } from '../action-buttons';
import { useBackOfficeAccess } from '../back-office-context';
import { ActionPanel } from '../components/action-panel';
import { DetailHeader } from '../components/detail-header';
import { queueLinks } from '../queue-links';
import { FactSection } from '../components/fact-section';
import { FileList } from '../components/file-list';
import { HistoryList } from '../components/history-list';
import { LoadFailed, Loading } from '../components/load-state';
import { isNotFound, NotFound } from '../components/not-found';

type Complaint = ResponseOf<'GetBackOfficeComplaint'>;
const tones = { received: 'info', inProgress: 'warning', answered: 'success', closed: 'default' } as const;

function ComplaintDetail({ item }: { item: Complaint }) {
  const { t } = useTranslation('backOffice');
  const { userOid } = useBackOfficeAccess();
  const choices = useQueueChoices('complaints');
  const key = { complaintOid: item.complaintOid };
  const act = useItemAction('GetBackOfficeComplaint', key);
  const none = t('none');
  const facts: [string, string][] = [
    [t('detail.complaint.kind'), item.applicationTypeName],
    [t('detail.complaint.category'), item.categoryName],
    [t('detail.complaint.subject'), item.subject],
    [t('detail.complaint.district'), item.districtName ?? none],
    [t('detail.complaint.street'), item.streetName ?? none],
    [t('detail.complaint.location'), item.locationDescription ?? none],
    [t('detail.complaint.sender'), item.contactName ?? t('detail.complaint.anonymous')],
    [t('detail.complaint.nationalId'), item.nationalId ?? none],
    [t('detail.complaint.gsm'), item.gsm ? formatGsm(item.gsm) : none],
    [t('detail.complaint.email'), item.email ?? none],
    [t('detail.complaint.unit'), item.unitName],
    [t('detail.complaint.assignedTo'), item.assignedTo?.name ?? t('list.unassigned')],
    [t('detail.complaint.createdAt'), formatDateAndTime(item.createdAt)],
    [t('detail.complaint.updatedAt'), formatDateAndTime(item.updatedAt)],
  ];
  const status = (s: string) => t(`status.complaint.${s}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DetailHeader
        title={t('detail.complaint.title', { number: item.trackingNumber })}
        status={status(item.status)}
        tone={tones[item.status]}
        queue={queueLinks.complaints}
        oid={item.complaintOid}
        dueAt={item.dueAt}
        overdue={item.overdue}
      />
      <ActionPanel
        history={item.history}
        buttons={complaintButtons(item, userOid)}
        colleagues={choices.colleagues}
        units={choices.units}
        templates={choices.templates}
        validate={(button, values) =>
          validateAction(operations.ActOnBackOfficeComplaint.request, { ...key, version: item.version }, button, values, {
            assignee: t('actions.required.assignee'),
            unit: t('actions.required.unit'),
          })
        }
        run={(button, values) => act.mutateAsync({ ...key, version: item.version, action: actionBody(button, values) as never })}
      />
      <FactSection id="complaint-facts" title={t('detail.facts')} facts={facts}>
        <Box>
          <Typography component="h3" variant="h3">
            {t('detail.complaint.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.description}</Typography>
        </Box>
        <Box>
          <Typography component="h3" variant="h3">
            {t('detail.complaint.answer')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{item.answer ?? t('detail.complaint.noAnswer')}</Typography>
        </Box>
      </FactSection>
      <FileList
        title={t('detail.attachments')}
        files={item.attachments}
        fetchFile={(fileOid) => fetchOperationFile('GetBackOfficeComplaintAttachment', { complaintOid: item.complaintOid, fileOid, disposition: 'attachment' })}
      />
      <HistoryList history={item.history} statusName={status} />
    </Box>
  );
}

/** /yonetim/sikayetler/:oid: one complaint, its actions, files and full history. */
export default function ComplaintPage({ oid }: { oid: number }) {
  const detail = useDetail('GetBackOfficeComplaint', { complaintOid: oid });
  if (isNotFound(detail.error)) return <NotFound />;
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  return <ComplaintDetail item={detail.data} />;
}
