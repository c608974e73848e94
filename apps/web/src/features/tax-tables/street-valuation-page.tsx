import { type RequestOf } from '@ebelediye/contract';
import { formatMoney } from '../../lib/i18n/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { useDistricts, useStreets } from '../../lib/address/use-addresses';
import { csvMoney } from '../../lib/csv';
import { fetchAllPages, usePagedQuery, type ItemOf } from '../../lib/table/paged-operation';
import { useTableState } from '../../lib/table/use-table-state';
import { LookupPage } from './components/lookup-page';
import { NativeSelect } from '../../components/ui/native-select';
import { useYear } from './components/use-year';
import { registerTaxTableTexts } from './tax-tables-texts';

registerTaxTableTexts();

const operation = 'RetrieveEstateStreetValuationsWithoutAuthorization';
type Row = ItemOf<typeof operation>;
type SortKey = 'streetName' | 'streetType' | 'unitValue';

/** /EstateStreetValuation: plot and land unit values of a district's streets for a year. */
export default function StreetValuationPage() {
  const { t } = useTranslation('taxTables');
  const table = useTableState<SortKey>();
  const districts = useDistricts();
  const [districtCode, setDistrictCode] = useState<number | undefined>();
  const [streetCode, setStreetCode] = useState<number | undefined>();
  const streets = useStreets(districtCode);
  const [availableYears, setAvailableYears] = useState<number[]>();
  const year = useYear(availableYears, table.resetPage);

  useEffect(() => {
    if (districtCode === undefined && districts.data?.[0]) setDistrictCode(districts.data[0].districtCode);
  }, [districts.data, districtCode]);

  const body: RequestOf<typeof operation> = { valuationYear: year.year, districtCode: districtCode ?? 0, ...table.query, ...(streetCode ? { streetCode } : {}) };
  const page = usePagedQuery(operation, body, districtCode !== undefined);
  useEffect(() => setAvailableYears(page.data?.availableYears), [page.data?.availableYears]);

  const columns: DataTableColumn<Row, SortKey>[] = [
    { key: 'district', header: t('valuation.district'), cell: (r) => r.districtName, csv: (r) => r.districtName },
    { key: 'street', header: t('valuation.streetName'), cell: (r) => r.streetName, csv: (r) => r.streetName, sortKey: 'streetName' },
    { key: 'type', header: t('valuation.streetType'), cell: (r) => r.streetType, csv: (r) => r.streetType, sortKey: 'streetType' },
    { key: 'estate', header: t('valuation.estateType'), cell: (r) => r.estateTypeName, csv: (r) => r.estateTypeName },
    { key: 'value', header: t('valuation.unitValue'), cell: (r) => formatMoney(r.unitValue), csv: (r) => csvMoney(r.unitValue), align: 'right', sortKey: 'unitValue' },
  ];

  return (
    <LookupPage
      title={t('valuation.title')}
      intro={t('valuation.intro')}
      notice={t('sampleNotice')}
      filters={
        <>
          <NativeSelect id="valuation-year" label={t('year')} value={year.year} options={year.options} onChange={year.setYear} />
          <NativeSelect
            id="valuation-district"
            label={t('valuation.district')}
            value={districtCode ?? ''}
            options={(districts.data ?? []).map((d) => ({ value: d.districtCode, label: d.districtName }))}
            onChange={(value) => {
              setDistrictCode(Number(value));
              setStreetCode(undefined);
              table.resetPage();
            }}
          />
          <NativeSelect
            id="valuation-street"
            label={t('valuation.street')}
            value={streetCode ?? ''}
            emptyLabel={t('all')}
            disabled={!streets.data}
            options={(streets.data ?? []).map((s) => ({ value: s.streetCode, label: s.streetName }))}
            onChange={(value) => {
              setStreetCode(value ? Number(value) : undefined);
              table.resetPage();
            }}
          />
        </>
      }
    >
      <DataTable
        caption={`${t('valuation.title')} ${year.year}`}
        columns={columns}
        rowKey={(r) => r.estateStreetValuationOid}
        state={table}
        page={page.data}
        isFetching={page.isFetching}
        error={page.error ?? districts.error}
        onRetry={() => void (districts.isError ? districts.refetch() : page.refetch())}
        fetchAll={() => fetchAllPages(operation, body)}
        csvFileName={`${t('valuation.csv')}-${year.year}.csv`}
        emptyText={districtCode === undefined ? t('valuation.chooseDistrict') : undefined}
      />
    </LookupPage>
  );
}
