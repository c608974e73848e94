import { formatDate, formatMoney, formatNumber } from '../../../lib/i18n/format';

export const money = formatMoney;
export const date = formatDate;
/** Coefficients travel in ten-thousandths: 10450 → "1,045". */
export const coefficientText = (tenThousandths: number) => formatNumber(tenThousandths / 10_000, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
/** 'YYYY-MM' → "10/2026". */
export const periodText = (period: string) => `${period.slice(5, 7)}/${period.slice(0, 4)}`;
