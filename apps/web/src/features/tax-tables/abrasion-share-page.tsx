import type { RequestOf } from '@ebelediye/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { csvNumber } from '../../lib/csv';
import { fetchAllPages, usePagedQuery, type ItemOf } from '../../lib/table/paged-operation';
import { useTableState } from '../../lib/table/use-table-state';
import { LookupPage } from './components/lookup-page';
import { NativeSelect } from '../../components/ui/native-select';
import { registerTaxTableTexts } from './tax-tables-texts';

registerTaxTableTexts();

const operation = 'RetrieveEstateAbrasionShares';
type Row = ItemOf<typeof operation>;
type SortKey = 'constructionGroup' | 'ageFrom' | 'sharePercent';

const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 2 });

/** /EstateAbrasionShare: the verified depreciation table by construction and building age. */
export default function AbrasionSharePage() {
  const { t } = useTranslation('taxTables');
  const table = useTableState<SortKey>();
  const [group, setGroup] = useState<number | undefined>();
  const body: RequestOf<typeof operation> = { ...table.query, ...(group ? { constructionGroupCode: group } : {}) };
  const page = usePagedQuery(operation, body);
  const age = (r: Row) => (r.ageTo === null ? t('abrasion.ageOver', { from: r.ageFrom }) : t('abrasion.ageRange', { from: r.ageFrom, to: r.ageTo }));

  const columns: DataTableColumn<Row, SortKey>[] = [
    { key: 'group', header: t('abrasion.group'), cell: (r) => r.constructionGroupName, csv: (r) => r.constructionGroupName, sortKey: 'constructionGroup' },
    { key: 'age', header: t('abrasion.age'), cell: age, csv: age, sortKey: 'ageFrom' },
    {
      key: 'share',
      header: t('abrasion.share'),
      cell: (r) => percent.format(r.sharePercent / 100),
      csv: (r) => csvNumber(r.sharePercent),
      align: 'right',
      sortKey: 'sharePercent',
    },
  ];

  return (
    <LookupPage
      title={t('abrasion.title')}
      intro={t('abrasion.intro')}
      filters={
        <NativeSelect
          id="abrasion-group"
          label={t('abrasion.group')}
          value={group ?? ''}
          emptyLabel={t('all')}
          options={(page.data?.constructionGroups ?? []).map((g) => ({ value: g.code, label: g.name }))}
          onChange={(value) => {
            setGroup(value ? Number(value) : undefined);
            table.resetPage();
          }}
        />
      }
    >
      <DataTable
        caption={t('abrasion.title')}
        columns={columns}
        rowKey={(r) => r.estateAbrasionShareOid}
        state={table}
        page={page.data}
        isFetching={page.isFetching}
        error={page.error}
        onRetry={() => void page.refetch()}
        fetchAll={() => fetchAllPages(operation, body)}
        csvFileName={`${t('abrasion.csv')}.csv`}
      />
    </LookupPage>
  );
}
