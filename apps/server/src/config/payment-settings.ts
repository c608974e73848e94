import { z } from 'zod';
import { isAddressOrBlock } from './bank-addresses';

const positive = z.number().int().positive();
const bankCode = z.string().regex(/^\d{4}$/);

/**
 * One merchant definition per bank (docs/architecture.md §6, docs/domain/payments-and-banks.md). Addresses starting with
 * '/' are the simulators of this app. Passwords and store keys are not here: they are in
 * `secrets.banks` under the same bank code.
 */
export const bankSettingSchema = z.object({
  bankCode,
  bankName: z.string().min(1),
  /** nestpay: Asseco EstV3 3D Pay Hosting (hash ver3); payflex: VakıfBank MPI enrollment + VPOS provision. */
  protocol: z.enum(['nestpay', 'payflex']),
  /** Nestpay clientid or PayFlex MerchantId. */
  merchantId: z.string().min(1),
  /** PayFlex terminal number (VPOS). */
  terminalNo: z.string().default(''),
  /** Nestpay: the 3D gate the browser posts to. PayFlex: the MPI enrollment address. */
  threeDUrl: z.string().min(1),
  /** Nestpay: the XML API (status query). PayFlex: the VPOS provision address. */
  apiUrl: z.string().min(1),
  /** PayFlex: the transaction search address. Nestpay queries through apiUrl. */
  queryUrl: z.string().default(''),
  /**
   * The addresses (or CIDR blocks) the bank's collection service calls come from
   * (docs/domain/bank-service.md); empty: the bank does not use the service.
   */
  allowedAddresses: z
    .array(z.string().refine(isAddressOrBlock, { error: 'bir IP adresi ya da CIDR bloğu olmalı (ör. 10.20.0.0/16) / must be an IP address or a CIDR block (e.g. 10.20.0.0/16)' }))
    .default([]),
});

export const paymentSettingsSchema = z.object({
  /** An order that has not reached the bank's result in this time is expired (docs/domain/payments-and-banks.md). */
  orderExpiryMinutes: positive,
  /** Reconciliation asks the bank only about orders older than the bank's 3-D window. */
  threeDWindowMinutes: positive,
  /** How often the server's reconciliation job runs; 0 turns it off (tests drive it by hand). */
  reconcileIntervalSeconds: z.number().int().nonnegative(),
  /** The portal's public origin the banks post results to ('https://ebelediye…'); empty: same-origin paths (simulators). */
  callbackBaseUrl: z.string().default(''),
  banks: z.array(bankSettingSchema).min(1),
});

export const bankSecretSchema = z.object({
  /** Nestpay 3-D store key (hash ver3). */
  storeKey: z.string().default(''),
  /** Nestpay API user / PayFlex merchant password. */
  apiUser: z.string().default(''),
  apiPassword: z.string().default(''),
  /** The key the bank signs its collection service requests with (HMAC-SHA256). */
  serviceKey: z.string().default(''),
});

export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type BankSetting = z.infer<typeof bankSettingSchema>;
export type BankSecret = z.infer<typeof bankSecretSchema>;
