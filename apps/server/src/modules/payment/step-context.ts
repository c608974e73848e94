import type { OperationContext, OperationServices } from '../../platform/operation-context';

/**
 * What the payment's steps need: the jobs (reconciliation, expiry) and the bank's callback run
 * them outside an API call, with no member and no request, so they take this much of a context.
 */
export type StepContext = Pick<OperationContext, 'db' | 'config' | 'now' | 'log'> & {
  services: Pick<OperationServices, 'banks' | 'sms'> & Partial<Pick<OperationServices, 'notifier'>>;
};
