import type { z } from 'zod';
import * as addresses from './operations/addresses';
import * as authorities from './operations/authorities';
import * as backOffice from './operations/back-office';
import * as backOfficeComplaints from './operations/back-office-complaints';
import * as backOfficeDeclarations from './operations/back-office-declarations';
import * as backOfficeRestructurings from './operations/back-office-restructurings';
import * as backOfficeWaterCancellations from './operations/back-office-water-cancellations';
import * as backOfficeWaterApplications from './operations/back-office-water-applications';
import * as backOfficeReplyTemplates from './operations/back-office-reply-templates';
import * as banks from './operations/banks';
import * as complaints from './operations/complaints';
import * as declarations from './operations/declarations';
import * as debts from './operations/debts';
import * as edevlet from './operations/edevlet';
import * as files from './operations/files';
import * as membership from './operations/membership';
import * as menus from './operations/menus';
import * as myData from './operations/my-data';
import * as notifications from './operations/notifications';
import * as offices from './operations/offices';
import * as parameters from './operations/parameters';
import * as payment from './operations/payment';
import * as platform from './operations/platform';
import * as profile from './operations/profile';
import * as password from './operations/password';
import * as registries from './operations/registries';
import * as resolutions from './operations/resolutions';
import * as restructuring from './operations/restructuring';
import * as signIn from './operations/sign-in';
import * as staff from './operations/staff';
import * as taxTables from './operations/tax-tables';
import * as taxTariffs from './operations/tax-tariffs';
import * as verification from './operations/verification';
import * as water from './operations/water';
import * as waterApplications from './operations/water-applications';
import * as waterBilling from './operations/water-billing';
import * as waterLateDebts from './operations/water-late-debts';
import * as yearlyTaxes from './operations/yearly-taxes';
import * as backOfficeImports from './operations/back-office-imports';
import * as waterContractCancellation from './operations/water-contract-cancellation';
import * as waterDocumentsWithCode from './operations/water-documents-with-code';
import type { OperationDefinition } from './define-operation';

const pickOperations = <T extends Record<string, unknown>>(module: T) =>
  Object.fromEntries(
    Object.entries(module).filter(([key, value]) => typeof value === 'object' && value !== null && 'access' in value && (value as OperationDefinition).name === key),
  ) as { [K in keyof T as T[K] extends OperationDefinition<K & string> ? K : never]: T[K] };

/** Every operation of the portal. An operation that is not here does not exist (docs/architecture.md §3). */
export const operations = {
  ...pickOperations(platform),
  ...pickOperations(menus),
  ...pickOperations(parameters),
  ...pickOperations(addresses),
  ...pickOperations(banks),
  ...pickOperations(offices),
  ...pickOperations(signIn),
  ...pickOperations(password),
  ...pickOperations(verification),
  ...pickOperations(registries),
  ...pickOperations(membership),
  ...pickOperations(profile),
  ...pickOperations(authorities),
  ...pickOperations(edevlet),
  ...pickOperations(taxTables),
  ...pickOperations(taxTariffs),
  ...pickOperations(resolutions),
  ...pickOperations(files),
  ...pickOperations(complaints),
  ...pickOperations(declarations),
  ...pickOperations(debts),
  ...pickOperations(payment),
  ...pickOperations(staff),
  ...pickOperations(water),
  ...pickOperations(waterContractCancellation),
  ...pickOperations(notifications),
  ...pickOperations(myData),
  ...pickOperations(restructuring),
  ...pickOperations(backOffice),
  ...pickOperations(backOfficeComplaints),
  ...pickOperations(backOfficeWaterCancellations),
  ...pickOperations(backOfficeDeclarations),
  ...pickOperations(backOfficeRestructurings),
  ...pickOperations(backOfficeReplyTemplates),
  ...pickOperations(waterApplications),
  ...pickOperations(waterDocumentsWithCode),
  ...pickOperations(backOfficeWaterApplications),
  ...pickOperations(waterBilling),
  ...pickOperations(waterLateDebts),
  ...pickOperations(yearlyTaxes),
  ...pickOperations(backOfficeImports),
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type RequestOf<N extends OperationName> = z.input<Operations[N]['request']>;
export type ParsedRequestOf<N extends OperationName> = z.output<Operations[N]['request']>;
export type ResponseOf<N extends OperationName> = z.output<Operations[N]['response']>;
