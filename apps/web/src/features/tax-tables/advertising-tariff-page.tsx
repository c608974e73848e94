import { type RequestOf } from '@ebelediye/contract';
import { formatMoney } from '../../lib/i18n/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { csvMoney } from '../../lib/csv';
import { fetchAllPages, usePagedQuery, type ItemOf } from '../../lib/table/paged-operation';
import { useTableState } from '../../lib/table/use-table-state';
import { useAdvertisingLocations, useAdvertisingTypes } from '../../lib/tax-tables/use-tax-lookups';
import { LookupPage } from './components/lookup-page';
import { NativeSelect } from '../../components/ui/native-select';
import { useYear } from './components/use-year';
import { registerTaxTableTexts } from './tax-tables-texts';

registerTaxTableTexts();

const operation = 'GetAdvertisingTaxAnnualGroupTariffByProcessYear';
type Row = ItemOf<typeof operation>;
type SortKey = 'advertisingType' | 'location' | 'tariffGroup' | 'amount';

/** /AdvertisingTaxAnnualGroupTariff: the yearly advertising tax tariff (demo amounts, said on screen). */
export default function AdvertisingTariffPage() {
  const { t } = useTranslation('taxTables');
  const table = useTableState<SortKey>();
  const types = useAdvertisingTypes();
  const locations = useAdvertisingLocations();
  const [typeOid, setTypeOid] = useState<number | undefined>();
  const [locationOid, setLocationOid] = useState<number | undefined>();
  const [availableYears, setAvailableYears] = useState<number[]>();
  const year = useYear(availableYears, table.resetPage);
  const body: RequestOf<typeof operation> = {
    processYear: year.year,
    ...table.query,
    ...(typeOid ? { advertisingTypeOid: typeOid } : {}),
    ...(locationOid ? { advertisingTaxLocationOid: locationOid } : {}),
  };
  const page = usePagedQuery(operation, body);
  useEffect(() => setAvailableYears(page.data?.availableYears), [page.data?.availableYears]);
  const pick = (set: (value: number | undefined) => void) => (value: string) => {
    set(value ? Number(value) : undefined);
    table.resetPage();
  };

  const columns: DataTableColumn<Row, SortKey>[] = [
    { key: 'type', header: t('advertising.type'), cell: (r) => r.advertisingTypeName, csv: (r) => r.advertisingTypeName, sortKey: 'advertisingType' },
    { key: 'location', header: t('advertising.location'), cell: (r) => r.locationName, csv: (r) => r.locationName, sortKey: 'location' },
    { key: 'group', header: t('advertising.group'), cell: (r) => r.tariffGroup, csv: (r) => r.tariffGroup, align: 'right', sortKey: 'tariffGroup' },
    { key: 'unit', header: t('advertising.unit'), cell: (r) => r.unitName, csv: (r) => r.unitName },
    { key: 'amount', header: t('advertising.amount'), cell: (r) => formatMoney(r.amount), csv: (r) => csvMoney(r.amount), align: 'right', sortKey: 'amount' },
  ];

  return (
    <LookupPage
      title={t('advertising.title')}
      intro={t('advertising.intro')}
      notice={t('demoNotice')}
      filters={
        <>
          <NativeSelect id="advertising-year" label={t('year')} value={year.year} options={year.options} onChange={year.setYear} />
          <NativeSelect
            id="advertising-type"
            label={t('advertising.type')}
            value={typeOid ?? ''}
            emptyLabel={t('all')}
            options={(types.data ?? []).map((a) => ({ value: a.advertisingTypeOid, label: a.name }))}
            onChange={pick(setTypeOid)}
          />
          <NativeSelect
            id="advertising-location"
            label={t('advertising.location')}
            value={locationOid ?? ''}
            emptyLabel={t('all')}
            options={(locations.data ?? []).map((l) => ({ value: l.advertisingTaxLocationOid, label: l.name }))}
            onChange={pick(setLocationOid)}
          />
        </>
      }
    >
      <DataTable
        caption={`${t('advertising.title')} ${year.year}`}
        columns={columns}
        rowKey={(r) => r.advertisingTariffOid}
        state={table}
        page={page.data}
        isFetching={page.isFetching}
        error={page.error}
        onRetry={() => void page.refetch()}
        fetchAll={() => fetchAllPages(operation, body)}
        csvFileName={`${t('advertising.csv')}-${year.year}.csv`}
      />
    </LookupPage>
  );
}
