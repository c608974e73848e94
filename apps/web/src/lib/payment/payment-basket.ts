/**
 * The handoff from a debt selection (debt questioning, fast payment, restructuring) to a bank
 * payment window. Only oids travel: the server recomputes every amount from the
 * selected accruals and checks that the payer may pay them (docs/architecture.md §7).
 */
export interface PaymentBasket {
  /** The accruals chosen to pay (accrumentOidList). */
  accrumentOidList: number[];
  /** The registry the debts belong to. */
  registryOid: number;
  /**
   * Fast payment without an account: the proof that the payer holds the registered phone
   * (KVKK 2022/388, docs/domain/payments-and-banks.md). Absent when a signed-in member pays.
   */
  paymentProof?: string;
  /** Where 'Geri' and the result pages lead back to. */
  returnPath: string;
}

const KEY = 'paymentBasket';

export const paymentBasket = {
  read(): PaymentBasket | null {
    const text = sessionStorage.getItem(KEY);
    if (!text) return null;
    try {
      const basket = JSON.parse(text) as PaymentBasket;
      return Array.isArray(basket.accrumentOidList) && basket.accrumentOidList.length > 0 ? basket : null;
    } catch {
      return null;
    }
  },
  save: (basket: PaymentBasket) => sessionStorage.setItem(KEY, JSON.stringify(basket)),
  clear: () => sessionStorage.removeItem(KEY),
};

/** Bank merchant codes and the payment window (route) of each. */
export const bankWindowPaths: Record<string, string> = {
  '0010': '/ziraat-banka',
  '0015': '/vakif-banka',
  '0064': '/payment-is-bank',
  '0012': '/payment-other-banks',
};

/** The window of the configured active merchant bank (`ActiveBankMerchantCode`). */
export const bankWindowPath = (activeBankMerchantCode: string): string => bankWindowPaths[activeBankMerchantCode] ?? '/payment-other-banks';
