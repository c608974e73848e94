import { type ResponseOf } from '@ebelediye/contract';
import { formatDate, formatMoney } from '../../../lib/i18n/format';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from './simple-table';

type Information = ResponseOf<'RetrieveEnforcementInformation'>;
type File = Information['files'][number];
type Cut = Information['cuts'][number];

const statusColor = { active: 'warning', waiting: 'info', closed: 'success' } as const;

export function EnforcementFilesTable({ files }: { files: File[] }) {
  const { t } = useTranslation('staff');
  const right = 'right' as const;
  return (
    <SimpleTable
      caption={t('enforcement.files')}
      rows={files}
      rowKey={(f) => `${f.officeName}-${f.fileNumber}`}
      columns={[
        { header: t('enforcement.fileNumber'), cell: (f) => f.fileNumber, rowHeader: true },
        { header: t('enforcement.status'), cell: (f) => <Chip size="small" variant="outlined" color={statusColor[f.status]} label={t(`enforcement.statuses.${f.status}`)} /> },
        { header: t('enforcement.office'), cell: (f) => f.officeName },
        { header: t('enforcement.creditor'), cell: (f) => (f.isAlimony ? `${f.creditorName} · ${t('enforcement.alimony')}` : f.creditorName) },
        { header: t('enforcement.notifiedOn'), cell: (f) => formatDate(f.notifiedOn) },
        { header: t('enforcement.queue'), cell: (f) => f.queueNo, align: right },
        { header: t('enforcement.total'), cell: (f) => formatMoney(f.totalAmount), align: right },
        { header: t('enforcement.monthly'), cell: (f) => formatMoney(f.monthlyCut), align: right },
        { header: t('enforcement.cut'), cell: (f) => formatMoney(f.cutTotal), align: right },
        { header: t('enforcement.remaining'), cell: (f) => formatMoney(f.remaining), align: right },
      ]}
    />
  );
}

export function EnforcementCutsTable({ cuts }: { cuts: Cut[] }) {
  const { t } = useTranslation('staff');
  const names = t('months', { returnObjects: true }) as string[];
  return (
    <SimpleTable
      caption={t('enforcement.cuts')}
      rows={cuts}
      rowKey={(c) => `${c.year}-${c.month}-${c.fileNumber}`}
      columns={[
        { header: t('enforcement.period'), cell: (c) => `${names[c.month - 1]} ${c.year}`, rowHeader: true },
        { header: t('enforcement.fileNumber'), cell: (c) => c.fileNumber },
        { header: t('enforcement.amount'), cell: (c) => formatMoney(c.amount), align: 'right' },
      ]}
    />
  );
}
