import { memberRequestLists, type MemberRequestList, type ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import { useMemberRequests } from '../api/use-back-office';
import { backOfficePaths } from '../back-office-paths';
import { ItemTable } from '../components/item-table';
import { LoadFailed, Loading } from '../components/load-state';

type Item = ResponseOf<'GetBackOfficeMemberRequests'>['items'][number];

/** Where a linked item opens in the back office, and the status texts it is named by. */
const links: Partial<Record<MemberRequestList, { path(oid: number): string; statuses: string }>> = {
  complaints: { path: backOfficePaths.complaint, statuses: 'status.complaint' },
  waterApplications: { path: backOfficePaths.waterApplication, statuses: 'status.waterApplication' },
  waterCancellations: { path: backOfficePaths.cancellation, statuses: 'status.cancellation' },
  declarations: { path: backOfficePaths.declaration, statuses: 'status.declaration' },
  restructurings: { path: backOfficePaths.restructuring, statuses: 'status.restructuring' },
};

/** The number, linked to the item's page in the back office when it is a queue's item. */
function Reference({ row, list }: { row: Item; list: MemberRequestList }) {
  const link = links[list];
  if (!link || row.itemOid === null) return <>{row.reference}</>;
  return (
    <Link component={RouterLink} to={link.path(row.itemOid)}>
      {row.reference}
    </Link>
  );
}

/** On a phone, one small card per row: four columns do not fit 390 px with a readable subject. */
function RequestCards({ rows, list, status }: { rows: Item[]; list: MemberRequestList; status(row: Item): string }) {
  const { t } = useTranslation('backOfficePrivacy');
  return (
    <Box component="ul" aria-labelledby={`member-tab-${list}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((row) => (
        <Box component="li" key={`${row.reference}-${row.itemOid ?? row.at}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1, display: 'grid', gap: 0.25 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: 500 }}>
            <Reference row={row} list={list} />
            <span>{list === 'debts' ? formatMoney(row.amount ?? 0) : status(row)}</span>
          </Box>
          <Typography variant="body2">{row.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {list === 'debts' ? t('members.dueDate') : t('members.date')}: {formatDate(row.at)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function RequestList({ nationalId, reason, list }: { nationalId: string; reason: string; list: MemberRequestList }) {
  const { t } = useTranslation('backOfficePrivacy');
  const { t: tb } = useTranslation('backOffice');
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const requests = useMemberRequests({ nationalId, reason, list });
  const link = links[list];
  const status = (row: Item) => (link ? tb(`${link.statuses}.${row.status}`, { defaultValue: row.status }) : t(`members.listStatuses.${row.status}`, { defaultValue: row.status }));
  if (requests.isPending) return <Loading />;
  if (requests.isError) return <LoadFailed error={requests.error} onRetry={() => void requests.refetch()} />;
  if (narrow && requests.data.items.length > 0) return <RequestCards rows={requests.data.items} list={list} status={status} />;
  return (
    <ItemTable
      id={`member-tab-${list}`}
      rows={requests.data.items}
      rowKey={(row) => `${row.reference}-${row.itemOid ?? row.at}`}
      emptyText={t('members.noItems')}
      columns={[
        { key: 'reference', header: t('members.reference'), cell: (row) => <Reference row={row} list={list} /> },
        { key: 'title', header: t('members.itemTitle'), cell: (row) => row.title },
        // Every debt listed is unpaid: its amount says more than a status would.
        list === 'debts'
          ? { key: 'amount', header: t('members.amount'), align: 'right' as const, cell: (row: Item) => formatMoney(row.amount ?? 0) }
          : { key: 'status', header: t('members.status'), cell: status },
        { key: 'at', header: list === 'debts' ? t('members.dueDate') : t('members.date'), cell: (row) => formatDate(row.at) },
      ]}
    />
  );
}

/**
 * What the person's record links to, one tab per list. A list is read only when its tab is
 * opened, so the citizen's access log names the lists the clerk actually looked at.
 */
export function MemberRequests({ nationalId, reason }: { nationalId: string; reason: string }) {
  const { t } = useTranslation('backOfficePrivacy');
  // No list is open at first: only what the clerk chooses to look at is read and logged.
  const [list, setList] = useState<MemberRequestList | false>(false);
  return (
    <Box component="section" aria-labelledby="member-requests-title" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography id="member-requests-title" variant="h2" component="h2">
        {t('members.requests')}
      </Typography>
      <Tabs
        value={list}
        onChange={(_event, value: MemberRequestList) => setList(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('members.requests')}
      >
        {memberRequestLists.map((name) => (
          <Tab key={name} value={name} label={t(`members.lists.${name}`)} id={`member-tab-button-${name}`} aria-controls={`member-tab-panel-${name}`} />
        ))}
      </Tabs>
      {list ? (
        <Box role="tabpanel" id={`member-tab-panel-${list}`} aria-labelledby={`member-tab-button-${list}`} sx={{ minWidth: 0 }}>
          <Typography id={`member-tab-${list}`} component="h3" variant="h3" sx={{ mb: 1 }}>
            {t(`members.lists.${list}`)}
          </Typography>
          <RequestList nationalId={nationalId} reason={reason} list={list} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('members.chooseList')}
        </Typography>
      )}
    </Box>
  );
}
