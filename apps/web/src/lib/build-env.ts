/** The only reader of Vite's build variables (lint forbids import.meta.env elsewhere). */
export const isDevelopment = import.meta.env.DEV;

/**
 * The check of every answer against the contract (`contract-check.ts`), loaded only in
 * development and tests: decided here, where the build folds the condition, so a production
 * bundle holds neither the check nor the schemas it reads.
 */
export const loadContractCheck = import.meta.env.DEV ? () => import('./contract-check') : null;
