import { perDbCache } from '../platform/per-db-cache';
import { findDelayFineRates } from './ledger-repo';

/**
 * The rate table has a handful of rows and changes by presidential decision, a few times a
 * decade: every balance asking for it again costs a round trip for nothing.
 */
export const delayFineRates = perDbCache(findDelayFineRates);
