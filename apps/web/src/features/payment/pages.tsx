import { BankWindowPage } from './bank-window-page';
import { PaymentResultPage } from './payment-result-page';

/** One component per route (by address), for the router's lazy chunks. */
export const ZiraatWindowPage = () => <BankWindowPage window="0010" />;
export const VakifWindowPage = () => <BankWindowPage window="0015" />;
export const IsBankWindowPage = () => <BankWindowPage window="0064" />;
export const OtherBanksWindowPage = () => <BankWindowPage window="other" />;
// Both addresses tell the same story: the order as the server records it, never the address.
export const SuccessOperationPage = () => <PaymentResultPage />;
export const FailedOperationPage = () => <PaymentResultPage />;
