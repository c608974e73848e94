import { BankWindowPage } from './bank-window-page';
import { PaymentResultPage } from './payment-result-page';

/** One component per route (spec §2 addresses), for the router's lazy chunks. */
export const ZiraatWindowPage = () => <BankWindowPage window="0010" />;
export const VakifWindowPage = () => <BankWindowPage window="0015" />;
export const IsBankWindowPage = () => <BankWindowPage window="0064" />;
export const OtherBanksWindowPage = () => <BankWindowPage window="other" />;
export const SuccessOperationPage = () => <PaymentResultPage outcome="success" />;
export const FailedOperationPage = () => <PaymentResultPage outcome="failed" />;
