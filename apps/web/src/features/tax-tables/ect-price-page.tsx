import { type RequestOf } from '@ebelediye/contract';
import { formatMoney } from '../../lib/i18n/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { csvMoney } from '../../lib/csv';
import { fetchAllPages, usePagedQuery, type ItemOf } from '../../lib/table/paged-operation';
import { useTableState } from '../../lib/table/use-table-state';
import { useEctActivities } from '../../lib/tax-tables/use-tax-lookups';
import { LookupPage } from './components/lookup-page';
import { NativeSelect } from '../../components/ui/native-select';
import { useYear } from './components/use-year';
import { registerTaxTableTexts } from './tax-tables-texts';

registerTaxTableTexts();

const operation = 'RetrieveECTAnnualPrices';
type Row = ItemOf<typeof operation>;
type SortKey = 'activityType' | 'buildingGroup' | 'amount';
const groups = [1, 2, 3, 4, 5, 6, 7];

/** /ECTAnnualPrice: yearly environment cleaning tax of workplaces by building group (demo amounts, said on screen). */
export default function EctPricePage() {
  const { t } = useTranslation('taxTables');
  const table = useTableState<SortKey>();
  const activities = useEctActivities();
  const [activityOid, setActivityOid] = useState<number | undefined>();
  const [group, setGroup] = useState<number | undefined>();
  const [availableYears, setAvailableYears] = useState<number[]>();
  const year = useYear(availableYears, table.resetPage);
  const body: RequestOf<typeof operation> = {
    processYear: year.year,
    ...table.query,
    ...(activityOid ? { ectActivityTypeOid: activityOid } : {}),
    ...(group ? { buildingGroup: group } : {}),
  };
  const page = usePagedQuery(operation, body);
  useEffect(() => setAvailableYears(page.data?.availableYears), [page.data?.availableYears]);
  const pick = (set: (value: number | undefined) => void) => (value: string) => {
    set(value ? Number(value) : undefined);
    table.resetPage();
  };
  const groupLabel = (g: number) => t('ect.groupLabel', { group: g });

  const columns: DataTableColumn<Row, SortKey>[] = [
    { key: 'group', header: t('ect.buildingGroup'), cell: (r) => groupLabel(r.buildingGroup), csv: (r) => groupLabel(r.buildingGroup), sortKey: 'buildingGroup' },
    { key: 'activity', header: t('ect.activity'), cell: (r) => r.activityTypeName, csv: (r) => r.activityTypeName, sortKey: 'activityType' },
    { key: 'amount', header: t('ect.amount'), cell: (r) => formatMoney(r.amount), csv: (r) => csvMoney(r.amount), align: 'right', sortKey: 'amount' },
  ];

  return (
    <LookupPage
      title={t('ect.title')}
      intro={t('ect.intro')}
      notice={t('demoNotice')}
      filters={
        <>
          <NativeSelect id="ect-year" label={t('year')} value={year.year} options={year.options} onChange={year.setYear} />
          <NativeSelect
            id="ect-group"
            label={t('ect.buildingGroup')}
            value={group ?? ''}
            emptyLabel={t('all')}
            options={groups.map((g) => ({ value: g, label: groupLabel(g) }))}
            onChange={pick(setGroup)}
          />
          <NativeSelect
            id="ect-activity"
            label={t('ect.activity')}
            value={activityOid ?? ''}
            emptyLabel={t('all')}
            options={(activities.data ?? []).map((a) => ({ value: a.ectActivityTypeOid, label: a.name }))}
            onChange={pick(setActivityOid)}
          />
        </>
      }
    >
      <DataTable
        caption={`${t('ect.title')} ${year.year}`}
        columns={columns}
        rowKey={(r) => r.ectAnnualPriceOid}
        state={table}
        page={page.data}
        isFetching={page.isFetching}
        error={page.error}
        onRetry={() => void page.refetch()}
        fetchAll={() => fetchAllPages(operation, body)}
        csvFileName={`${t('ect.csv')}-${year.year}.csv`}
      />
    </LookupPage>
  );
}
