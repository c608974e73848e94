import { type RequestOf } from '@ebelediye/contract';
import { formatMoney } from '../../lib/i18n/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { csvMoney } from '../../lib/csv';
import { fetchAllPages, usePagedQuery, type ItemOf } from '../../lib/table/paged-operation';
import { useTableState } from '../../lib/table/use-table-state';
import { useUsageTypes } from '../../lib/tax-tables/use-tax-lookups';
import { LookupPage } from './components/lookup-page';
import { NativeSelect } from '../../components/ui/native-select';
import { useYear } from './components/use-year';
import { registerTaxTableTexts } from './tax-tables-texts';

registerTaxTableTexts();

const operation = 'RetrieveEstateConstructionCost';
type Row = ItemOf<typeof operation>;
type SortKey = 'estateUsageType' | 'constructionType' | 'buildingClass' | 'averageCost';

/** /EstateConstructionCost: building m² costs by usage, construction type and class for a year. */
export default function ConstructionCostPage() {
  const { t } = useTranslation('taxTables');
  const table = useTableState<SortKey>();
  const usageTypes = useUsageTypes();
  const [usageTypeOid, setUsageTypeOid] = useState<number | undefined>();
  const [availableYears, setAvailableYears] = useState<number[]>();
  const year = useYear(availableYears, table.resetPage);
  const body: RequestOf<typeof operation> = { processYear: year.year, ...table.query, ...(usageTypeOid ? { estateUsageTypeOid: usageTypeOid } : {}) };
  const page = usePagedQuery(operation, body);
  useEffect(() => setAvailableYears(page.data?.availableYears), [page.data?.availableYears]);

  const money = (key: 'minimumCost' | 'maximumCost' | 'averageCost', header: string, sortKey?: SortKey): DataTableColumn<Row, SortKey> => ({
    key,
    header,
    cell: (r) => formatMoney(r[key]),
    csv: (r) => csvMoney(r[key]),
    align: 'right',
    ...(sortKey ? { sortKey } : {}),
  });
  const columns: DataTableColumn<Row, SortKey>[] = [
    { key: 'usage', header: t('cost.usageType'), cell: (r) => r.estateUsageTypeName, csv: (r) => r.estateUsageTypeName, sortKey: 'estateUsageType' },
    { key: 'type', header: t('cost.constructionType'), cell: (r) => r.constructionTypeName, csv: (r) => r.constructionTypeName, sortKey: 'constructionType' },
    { key: 'class', header: t('cost.buildingClass'), cell: (r) => r.buildingClassName, csv: (r) => r.buildingClassName, sortKey: 'buildingClass' },
    money('minimumCost', t('cost.minimum')),
    money('maximumCost', t('cost.maximum')),
    money('averageCost', t('cost.average'), 'averageCost'),
  ];

  return (
    <LookupPage
      title={t('cost.title')}
      intro={t('cost.intro')}
      notice={t('sampleNotice')}
      filters={
        <>
          <NativeSelect id="cost-year" label={t('year')} value={year.year} options={year.options} onChange={year.setYear} />
          <NativeSelect
            id="cost-usage"
            label={t('cost.usageType')}
            value={usageTypeOid ?? ''}
            emptyLabel={t('all')}
            options={(usageTypes.data ?? []).map((u) => ({ value: u.estateUsageTypeOid, label: u.name }))}
            onChange={(value) => {
              setUsageTypeOid(value ? Number(value) : undefined);
              table.resetPage();
            }}
          />
        </>
      }
    >
      <DataTable
        caption={`${t('cost.title')} ${year.year}`}
        columns={columns}
        rowKey={(r) => r.estateConstructionCostOid}
        state={table}
        page={page.data}
        isFetching={page.isFetching}
        error={page.error}
        onRetry={() => void page.refetch()}
        fetchAll={() => fetchAllPages(operation, body)}
        csvFileName={`${t('cost.csv')}-${year.year}.csv`}
      />
    </LookupPage>
  );
}
