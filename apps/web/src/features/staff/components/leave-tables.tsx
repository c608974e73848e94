import { type ResponseOf } from '@ebelediye/contract';
import { formatDate } from '../../../lib/i18n/format';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from './simple-table';

type Balance = ResponseOf<'CalculateTotalAndRemaingAndUsedLeavesOfEmployee'>['balances'][number];
type Application = ResponseOf<'RetrieveLeaveApplicationInformations'>[number];

const statusColor = { approved: 'success', pending: 'warning', rejected: 'error', cancelled: 'default' } as const;

export function LeaveBalanceTable({ year, balances }: { year: number; balances: Balance[] }) {
  const { t } = useTranslation('staff');
  const days = (value: number | null) => (value === null ? t('leave.noLimit') : value);
  const right = 'right' as const;
  return (
    <SimpleTable
      caption={t('leave.balances', { year })}
      rows={balances}
      rowKey={(b) => b.leaveKindCode}
      columns={[
        { header: t('leave.kind'), cell: (b) => b.leaveKindName, rowHeader: true },
        { header: t('leave.remaining'), cell: (b) => (b.remaining === null ? '—' : b.remaining), align: right },
        { header: t('leave.used'), cell: (b) => b.used, align: right },
        { header: t('leave.pending'), cell: (b) => b.pending, align: right },
        { header: t('leave.total'), cell: (b) => days(b.total), align: right },
        { header: t('leave.entitlement'), cell: (b) => b.entitlement ?? '—', align: right },
        { header: t('leave.carried'), cell: (b) => b.carriedOver, align: right },
      ]}
    />
  );
}

export function LeaveApplicationsTable({ year, applications }: { year: number; applications: Application[] }) {
  const { t } = useTranslation('staff');
  return (
    <SimpleTable
      caption={t('leave.applications', { year })}
      rows={applications}
      rowKey={(a) => a.applicationNo}
      columns={[
        { header: t('leave.number'), cell: (a) => a.applicationNo, rowHeader: true },
        { header: t('leave.kind'), cell: (a) => a.leaveKindName },
        { header: t('leave.dates'), cell: (a) => `${formatDate(a.startsOn)} – ${formatDate(a.endsOn)}` },
        { header: t('leave.days'), cell: (a) => a.dayCount, align: 'right' },
        { header: t('leave.status'), cell: (a) => <Chip size="small" variant="outlined" color={statusColor[a.status]} label={t(`leave.statuses.${a.status}`)} /> },
        { header: t('leave.appliedOn'), cell: (a) => formatDate(a.appliedOn) },
        { header: t('leave.description'), cell: (a) => a.description },
      ]}
    />
  );
}
