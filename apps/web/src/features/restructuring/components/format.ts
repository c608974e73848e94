import { formatMoney, formatTurkishDate } from '@ebelediye/contract';

export const money = formatMoney;
export const date = formatTurkishDate;
/** Coefficients travel in ten-thousandths: 10450 → "1,045". */
export const coefficientText = (tenThousandths: number) => (tenThousandths / 10_000).toFixed(3).replace('.', ',');
/** 'YYYY-MM' → "10/2026". */
export const periodText = (period: string) => `${period.slice(5, 7)}/${period.slice(0, 4)}`;
