/**
 * The shared ledger: what a registry owes and has paid. It alone writes accrual and collection
 * rows; capabilities create, collect, cancel, restructure and set off debts through these functions.
 */
export { computeDelayFine, dailyRateMillionths, type DelayFineRate, type DelayFineResult } from './delay-fine';
export { accrualsInCardPayment, estatesAccruedInYear, findDelayFineRates, registriesWithOtherAccrualsInYear, remainingPrincipal } from './ledger-repo';
export { overdueWater, type OverdueWater } from './overdue-water-repo';
export { debtLabels, type DebtSubscription } from './debt-labels';
export { openAccruals, totalsOf, type OpenAccrual, type OpenAccrualsOptions } from './open-accruals';
export { createAccruals, type NewAccrual } from './accruals';
export {
  assignAccrualsToSubscription,
  cancelAccruals,
  cancelAccrualsOfSource,
  lockOpenAccruals,
  lockOutsideCardPayments,
  restructureAccruals,
  type Cancellation,
} from './accrual-changes';
export { setOffAgainstDeposit, type DepositSetOff } from './deposit-set-off';
export { recordCollection, apportion, receiptNumber, type CollectionInput, type RecordedCollection, type SplitLine } from './collections';
export { cancelCollection, type CollectionCancellation } from './collection-cancel';
export { recordPastCollections, remaindersOf, type PastCollection, type Remainder } from './past-collections';
export { accrualGroupKey, checkPayableSelection, missingEarlierInstalments } from './selection';
export { authorityOf, noteAuthorityUse, payerScope, requireRegistryInScope, requireSubscriptionInScope, type PayerScope, type ScopePurpose } from './payer-scope';
export { issuePaymentProof, verifyPaymentProof, PAYMENT_PROOF_TTL_MS, type PaymentProofClaims } from './payment-proof';
export { maskIdentifier, renderReceiptPdf, type ReceiptData } from './receipt-pdf';
export { loadReceipt, findReceiptByVerificationCode, portalOrigin } from './receipts';
export { revenueCodes, propertyTaxRevenueCode } from './revenue-codes';
export { descriptionEn, incomeTypeNameEn } from './english-description';
export { WATER_INCOME_TYPE } from './deposit-settlement';
export { RESTRUCTURING_INCOME_TYPE } from './income-types';
