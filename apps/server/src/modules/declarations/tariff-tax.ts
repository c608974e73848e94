import type { TaxLine } from './estate-tax';
import { mulDivRound, toBasisPoints, toCentiSquareMetres } from './tax-arithmetic';

export interface TariffTax {
  taxAmount: number;
  lines: TaxLine[];
}

/**
 * ÇTV for a workplace (2464 mükerrer 44; docs/domain/local-taxes.md): the annual amount of the
 * activity's building group for the year, as the municipality's table gives it.
 */
export function environmentCleaningTax(annualAmount: number): TariffTax {
  return { taxAmount: annualAmount, lines: [{ label: 'Yıllık ÇTV tutarı (bina grubu tarifesi)', amount: annualAmount }] };
}

export interface AdvertisingInput {
  /** Tariff of the year for the type and the location's tariff group, kuruş per unit. */
  tariffAmount: number;
  /** m² of one side (calculation type area, code 1), at most two decimals. */
  area: number;
  sides: number;
  /** How many tariff periods (years for yearly tariffs, weeks for weekly ones). */
  periods: number;
}

/** İlan ve reklam vergisi by area (2464 art. 15; docs/domain/local-taxes.md): tariff × m² × sides × periods. */
export function advertisingTax(input: AdvertisingInput): TariffTax {
  const taxAmount = mulDivRound([input.tariffAmount, toCentiSquareMetres(input.area), input.sides, input.periods], 100);
  return {
    taxAmount,
    lines: [{ label: `Tarife × ${input.area} m² × ${input.sides} yüz × ${input.periods} dönem`, amount: taxAmount }],
  };
}

export interface EntertainmentInput {
  /** Fixed amount of the place type per day or per month (municipal tariff). */
  placeAmount: number;
  /** Days or months the place is operated in the declared period. */
  periods: number;
  /** Percentage on ticket revenue of the entertainment type, or null when none applies. */
  ticketRatePercent: number | null;
  /** Gross ticket revenue of the period, kuruş. */
  ticketRevenue: number;
}

/** Eğlence vergisi (2464 arts. 18–21; docs/domain/local-taxes.md): fixed amount per period, plus the ticket percentage. */
export function entertainmentTax(input: EntertainmentInput): TariffTax {
  const fixed = input.placeAmount * input.periods;
  const ticket = input.ticketRatePercent === null ? 0 : mulDivRound([input.ticketRevenue, toBasisPoints(input.ticketRatePercent)], 10_000);
  const lines: TaxLine[] = [{ label: `Sabit tutar × ${input.periods} dönem`, amount: fixed }];
  if (input.ticketRatePercent !== null) lines.push({ label: `Bilet hasılatı üzerinden %${input.ticketRatePercent}`, amount: ticket });
  return { taxAmount: fixed + ticket, lines };
}
