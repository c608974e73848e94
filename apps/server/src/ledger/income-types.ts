/**
 * Income types (income_type.code) whose rules the ledger itself applies. The instalments of
 * a restructuring plan carry this one (ADR 0008): the plan is one debt, paid in order.
 */
export const RESTRUCTURING_INCOME_TYPE = 'YAPILANDIRMA';
