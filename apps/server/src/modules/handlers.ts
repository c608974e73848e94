import type { OperationHandlers } from '../platform/operation-context';
import { addressHandlers } from './addresses/operations';
import { authorityHandlers } from './authorities/operations';
import { backOfficeHandlers } from './back-office/operations';
import { bankHandlers } from './banks/operations';
import { complaintHandlers, complaintsBacklog, complaintsHandOver } from './complaints/operations';
import { declarationHandlers, declarationsBacklog, declarationsHandOver } from './declarations/operations';
import { debtHandlers } from './debts/operations';
import { edevletHandlers } from './edevlet/operations';
import { fileHandlers } from './files/operations';
import { importHandlers } from './imports/operations';
import { membershipHandlers } from './membership/operations';
import { menuHandlers } from './menus/operations';
import { myDataHandlers } from './my-data/operations';
import { notificationHandlers } from './notifications/operations';
import { officeHandlers } from './offices/operations';
import { parameterHandlers } from './parameters/operations';
import { passwordHandlers } from './password/operations';
import { paymentHandlers } from './payment/operations';
import { platformHandlers } from './platform/operations';
import { profileHandlers } from './profile/operations';
import { registryHandlers } from './registries/operations';
import { resolutionHandlers } from './resolutions/operations';
import { restructuringBacklog, restructuringHandOver, restructuringHandlers } from './restructuring/operations';
import { signInHandlers } from './sign-in/operations';
import { staffHandlers } from './staff/operations';
import { taxTableHandlers } from './tax-tables/operations';
import { verificationHandlers } from './verification/operations';
import { waterCancellationBacklog, waterCancellationHandOver, waterHandlers } from './water/operations';
import { waterApplicationBacklog, waterApplicationHandOver, waterApplicationHandlers } from './water-applications/operations';
import { waterBillingHandlers } from './water-billing/operations';
import { waterLateDebtHandlers } from './water-late-debts/operations';
import { yearlyTaxHandlers } from './declarations/yearly-run-operations';

/** Every module's handlers; the type fails to compile when an operation of the contract has none. */
export const handlers: OperationHandlers = {
  ...platformHandlers,
  ...menuHandlers,
  ...parameterHandlers,
  ...addressHandlers,
  ...bankHandlers,
  ...officeHandlers,
  ...signInHandlers,
  ...passwordHandlers,
  ...verificationHandlers,
  ...debtHandlers,
  ...registryHandlers,
  ...membershipHandlers,
  ...profileHandlers,
  ...authorityHandlers,
  ...edevletHandlers,
  ...taxTableHandlers,
  ...resolutionHandlers,
  ...fileHandlers,
  ...importHandlers,
  ...complaintHandlers,
  ...declarationHandlers,
  ...paymentHandlers,
  ...staffHandlers,
  ...waterHandlers,
  ...restructuringHandlers,
  ...waterApplicationHandlers,
  ...waterBillingHandlers,
  ...waterLateDebtHandlers,
  ...yearlyTaxHandlers,
  ...notificationHandlers,
  ...myDataHandlers,
  ...backOfficeHandlers(
    {
      complaints: complaintsBacklog,
      declarations: declarationsBacklog,
      restructurings: restructuringBacklog,
      waterApplications: waterApplicationBacklog,
      waterCancellations: waterCancellationBacklog,
    },
    {
      complaints: complaintsHandOver,
      declarations: declarationsHandOver,
      restructurings: restructuringHandOver,
      waterApplications: waterApplicationHandOver,
      waterCancellations: waterCancellationHandOver,
    },
  ),
};
