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
    },
    en: {
      line: 'Line',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      amount: 'Amount',
      total: 'Total',
      m3: '{{value}} m³',
      perM3: '{{value}} / m³',
    },
  });
