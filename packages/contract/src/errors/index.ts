import { errorsOfEveryCall } from './general';
import { identityErrors } from './identity';
import { fileAndComplaintErrors } from './files-complaints';
import { declarationErrors } from './declarations';
import { debtErrors } from './debts';
import { authorityErrors } from './authorities';
import { cardPaymentErrors } from './card-payment';
import { waterSubscriptionErrors } from './water-subscriptions';
import { restructuringErrors } from './restructuring';
import { backOfficeErrors } from './back-office';
import { waterApplicationErrors } from './water-applications';
import { waterBillErrors } from './water-bills';
import { notificationErrors } from './notifications';
import { bankServiceErrors } from './bank-service';

/**
 * Stable error codes with their HTTP status and user text. The Turkish text is what the
 * citizen sees; the English text is for the second language.
 */
export const errorCatalogue = {
  ...errorsOfEveryCall,
  ...identityErrors,
  ...fileAndComplaintErrors,
  ...declarationErrors,
  ...debtErrors,
  ...authorityErrors,
  ...cardPaymentErrors,
  ...waterSubscriptionErrors,
  ...restructuringErrors,
  ...backOfficeErrors,
  ...waterApplicationErrors,
  ...waterBillErrors,
  ...notificationErrors,
  ...bankServiceErrors,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** The body of every non-2xx answer (docs/architecture.md §3). */
export interface ErrorBody {
  Message: string;
  code: ErrorCode;
  /** Field path → Turkish message, only on VALIDATION_FAILED. */
  fields?: Record<string, string>;
}
