import type { ResponseOf } from '@ebelediye/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { TaxPreview } from '../components/tax-preview';
import { registerDeclarationTexts } from '../declarations-texts';

registerDeclarationTexts();

const tax: ResponseOf<'PreviewEMunicipalityDeclaration'> = {
  taxYear: 2026,
  taxValue: 300_000_00,
  taxAmount: 600_00,
  usesDemoTariff: false,
  notes: [],
  lines: [
    { label: 'Vergi değeri (hisseye düşen)', amount: 450_000_00 },
    { label: 'Kanun 7566 sınırı: 2025 vergi değeri × 3', amount: 300_000_00 },
    { label: 'Yıllık vergi (binde 2)', amount: 600_00 },
  ],
  instalments: [
    { instalmentNo: 1, amount: 300_00, dueDate: '2026-06-01', legalDueDate: '2026-05-31', dueReason: 'weekend' },
    { instalmentNo: 2, amount: 300_00, dueDate: '2026-11-30', legalDueDate: '2026-11-30', dueReason: 'legal' },
  ],
  warnings: ['landShareZero'],
  valueCap: { baseYear: 2025, baseTaxValue: 100_000_00, factorPercent: 300, capValue: 300_000_00, uncappedTaxValue: 450_000_00, applied: true },
};

describe('property-tax preview in plain words', () => {
  it('says why each instalment is due when it is', () => {
    render(<TaxPreview tax={tax} />);
    const [first, second] = screen.getAllByTestId('instalment');
    expect(first).toHaveTextContent('1. taksit: 300,00 ₺ — Son ödeme: 01.06.2026');
    expect(first).toHaveTextContent('Kanuni son gün 31.05.2026 hafta sonuna denk geldiği için izleyen ilk iş gününe kaydı.');
    expect(second).toHaveTextContent('Kanuni son ödeme günü.');
    expect(screen.getByText(/1. taksitin son günü 31 Mayıs, 2. taksitin son günü 30 Kasım/)).toBeInTheDocument();
  });

  it('names the holiday a deadline moved over', () => {
    render(
      <TaxPreview
        tax={{
          ...tax,
          instalments: [
            { instalmentNo: 1, amount: 600_00, dueDate: '2026-07-16', legalDueDate: '2026-07-15', dueReason: 'holiday', holidayName: 'Demokrasi ve Millî Birlik Günü' },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('instalment')).toHaveTextContent('Kanuni son gün 15.07.2026 resmî tatile (Demokrasi ve Millî Birlik Günü) denk geldiği için');
  });

  it('warns about a land share of 0 and explains the 2026 cap it applied', () => {
    render(<TaxPreview tax={tax} />);
    expect(screen.getByText(/Arsa payını 0 girdiniz/)).toBeInTheDocument();
    const cap = screen.getByText('2026 artış sınırı (7566 sayılı Kanun)').closest<HTMLElement>('[role="alert"]')!;
    expect(within(cap).getByText(/Sınır uygulandı/)).toBeInTheDocument();
    expect(screen.getByText(/Bu yılın vergi değeri \(450.000,00 ₺\), 2025 yılı vergi değerinin \(100.000,00 ₺\) 3 katını \(300.000,00 ₺\) geçemez/)).toBeInTheDocument();
  });

  it('says nothing of a land share when there is one', () => {
    render(<TaxPreview tax={{ ...tax, warnings: [], valueCap: { ...tax.valueCap!, applied: false } }} />);
    expect(screen.queryByText(/Arsa payını 0 girdiniz/)).not.toBeInTheDocument();
    expect(screen.getByText(/sınırının altında kaldığından olduğu gibi kullanıldı/)).toBeInTheDocument();
  });

  it('shows the m² values and why the wear share is what it is, as the server used them', () => {
    render(
      <TaxPreview
        tax={{
          ...tax,
          estateBasis: {
            valuationYear: 2025,
            unitValue: 1_250_00,
            building: {
              usageName: 'Konut',
              constructionTypeName: 'Betonarme karkas',
              buildingClassName: '3. sınıf',
              constructionCost: 8_900_00,
              constructionYear: 2003,
              age: 22,
              abrasionGroupName: 'Çelik karkas, betonarme karkas',
              ageFrom: 21,
              ageTo: 30,
              abrasionPercent: 25,
            },
          },
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Hesapta kullanılan değerler' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Cadde/sokak m² birim değeri (2025)1.250,00 ₺ / m²');
    expect(rows[1]).toHaveTextContent('Bina m² inşaat maliyeti (2025; Konut, Betonarme karkas, 3. sınıf)8.900,00 ₺ / m²');
    expect(rows[2]).toHaveTextContent('Aşınma payı%25');
    expect(screen.getByTestId('abrasion-why')).toHaveTextContent(
      'Aşınma payı neden %25: bina 2003 yapımı, 2025 beyan yılında 22 yaşında. Yapı tarzı Betonarme karkas olduğundan “Çelik karkas, betonarme karkas” grubunun 21–30 yaş aralığındaki oranı uygulandı.',
    );
  });

  it('says a past year’s declaration filed now draws the VUK 352 irregularity penalty, without inventing an amount', () => {
    const { rerender } = render(<TaxPreview tax={{ ...tax, lateFiling: { taxYear: 2024, filedOn: '2026-11-23' } }} />);
    const late = screen.getByTestId('late-filing');
    expect(late).toHaveTextContent('Geç verilen beyanname: usulsüzlük cezası uygulanır');
    expect(late).toHaveTextContent('2024 yılına ait beyanname, o yıl geçtikten sonra (23.11.2026) veriliyor.');
    expect(late).toHaveTextContent('213 sayılı Vergi Usul Kanunu’nun 352. maddesine göre usulsüzlük cezası');
    expect(late).not.toHaveTextContent(/\d+,\d\d ₺/);
    rerender(<TaxPreview tax={{ ...tax, lateFiling: null }} />);
    expect(screen.queryByTestId('late-filing')).not.toBeInTheDocument();
  });
});
