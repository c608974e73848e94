import { registerTranslations } from '../i18n';

/** The words of a water bill's lines, for the subscriber's and the clerk's screens alike. */
export const registerWaterBillTexts = () =>
  registerTranslations('waterBill', {
    tr: {
      line: 'Kalem',
      quantity: 'Miktar',
      unitPrice: 'Birim fiyat',
      amount: 'Tutar',
      total: 'Toplam',
      m3: '{{value}} m³',
      perM3: '{{value}} / m³',
      kinds: {
        consumption: 'Tüketim',
        water: 'Su bedeli {{block}}. kademe',
        wastewater: 'Atık su bedeli {{block}}. kademe',
        reduction: 'İndirim ({{rate}})',
        fixedCharge: 'Sabit ücret',
        vat: 'KDV ({{rate}})',
        environmentTax: 'Çevre temizlik vergisi',
      },
    },
    en: {
      line: 'Line',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      amount: 'Amount',
      total: 'Total',
      m3: '{{value}} m³',
      perM3: '{{value}} / m³',
      kinds: {
        consumption: 'Consumption',
        water: 'Water, block {{block}}',
        wastewater: 'Wastewater, block {{block}}',
        reduction: 'Reduction ({{rate}})',
        fixedCharge: 'Fixed charge',
        vat: 'VAT ({{rate}})',
        environmentTax: 'Environmental cleaning tax',
      },
    },
  });
