import type { ResponseOf } from '@ebelediye/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import WaterApplicationsPage from '../water-applications-page';

type Rules = ResponseOf<'GetWaterApplicationRules'>;
type Rule = Rules['types'][number];
const doc = (kind: Rule['requiredDocuments'][number]['kind'], name: string) => ({ kind, name });
const rule = (over: Partial<Rule> & Pick<Rule, 'typeCode' | 'name'>): Rule => ({
  summary: 'Özet.',
  whoMayApply: 'Abone.',
  subject: 'ownSubscription',
  asksProperty: false,
  asksSubscriberType: false,
  asksReductionGround: false,
  asksMeterReading: false,
  asksStatement: false,
  requiredDocuments: [],
  optionalDocuments: [],
  feesBySubscriberType: [],
  smsPathAllowed: true,
  outcome: 'Sonuç.',
  ...over,
});
const rules: Rules = {
  types: [
    rule({
      typeCode: 1,
      name: 'Yeni Abonelik',
      subject: 'property',
      asksProperty: true,
      asksSubscriberType: true,
      requiredDocuments: [doc('titleDeedOrLease', 'Tapu senedi veya kira sözleşmesi')],
      feesBySubscriberType: [
        {
          subscriberType: 'G',
          total: 141_840,
          lines: [
            { kind: 'deposit', revenueType: 3, name: 'Su Güvence Bedeli', amount: 96_840 },
            { kind: 'connection', revenueType: 2, name: 'Su Bağlantı (Tesis) Bedeli', amount: 45_000 },
          ],
        },
      ],
    }),
    rule({ typeCode: 5, name: 'Tarife İndirimi', asksReductionGround: true, requiredDocuments: [doc('reductionProof', 'İndirim hakkını gösteren belge')] }),
  ],
  subscriberTypes: [{ code: 'G', name: 'Gerçek Kişi' }],
  reductionGrounds: [{ code: '2', name: 'Şehit yakını' }],
};

beforeEach(() => {
  session.setTokens('access', 'refresh');
  session.setMemberInfo({ UserDetail: { userName: '10000000146', memberName: 'AHMET', memberSurname: 'YILMAZ' }, Registry: { Oid: 3 }, representedRegistries: [] });
});

describe('water applications page', () => {
  it("shows each type's rules and fees before the citizen starts", async () => {
    stubApi({ GetWaterApplicationRules: () => rules, GetMyWaterApplications: () => [] });
    renderApp([{ path: '/WaterApplications', element: <WaterApplicationsPage /> }], '/WaterApplications');
    const card = await screen.findByRole('article', { name: 'Yeni Abonelik' });
    expect(card).toHaveTextContent('Tapu senedi veya kira sözleşmesi');
    expect(card).toHaveTextContent('Gerçek Kişi: Su Güvence Bedeli 968,40 ₺ + Su Bağlantı (Tesis) Bedeli 450,00 ₺');
    expect(screen.getByRole('article', { name: 'Tarife İndirimi' })).toHaveTextContent('Ücretsiz');
  });

  it('asks a tariff reduction only for the subscription, its legal ground and its document', async () => {
    stubApi({
      GetWaterApplicationRules: () => rules,
      GetMyWaterApplications: () => [],
      GetSubscriptionList: () => [
        {
          subscriberInfoOid: 4,
          subscriberNo: '1000002',
          registryOid: 3,
          holderName: 'AHMET YILMAZ',
          subscriberType: 'G',
          subscriberTypeName: 'Gerçek Kişi',
          tariff: 'KONUT',
          meterNo: 'SY2',
          address: 'Akasya Mah.',
          depositAmount: 96_840,
          waterLineStatus: 1,
          waterLineStatusName: 'Aktif',
          startedOn: '2020-05-01',
          endedOn: null,
        },
      ],
    });
    renderApp([{ path: '/WaterApplications', element: <WaterApplicationsPage /> }], '/WaterApplications');
    await userEvent.click(within(await screen.findByRole('article', { name: 'Tarife İndirimi' })).getByRole('button', { name: 'Başvur' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tarife İndirimi başvurusu' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'İndirim gerekçesi' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Aboneliğiniz' })).toBeInTheDocument();
    expect(screen.getByText('İndirim hakkını gösteren belge')).toBeInTheDocument();
    for (const absent of ['Abone türü', 'Mahalle', 'Sayaç endeksi (m³)', 'Açıklama']) expect(screen.queryByLabelText(absent)).toBeNull();
    expect(screen.queryByTestId('water-fees')).toBeNull();
  });
});
