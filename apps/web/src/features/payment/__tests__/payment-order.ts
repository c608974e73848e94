import type { OnlinePaymentOrder } from '@ebelediye/contract';

/** A two-line order as the server records it; each story changes only its status and what the bank said. */
export function paymentOrder(changes: Partial<OnlinePaymentOrder> = {}): OnlinePaymentOrder {
  return {
    onlinePaymentRequestOid: 41,
    orderNumber: 'EB7K2M9Q4X1A8C3D5F6H',
    status: 'created',
    bankCode: '0010',
    bankName: 'Ziraat Bankası',
    totalDebt: 152_450,
    lines: [
      {
        accrumentOid: 11,
        incomeTypeName: 'Emlak Vergisi',
        incomeTypeNameEn: 'Property Tax',
        description: 'Emlak Vergisi (Bina)',
        descriptionEn: 'Property tax (building)',
        year: 2026,
        instalmentNo: 1,
        periodLabel: '2026/1',
        principalAmount: 100_000,
        delayFineAmount: 2_450,
        totalAmount: 102_450,
      },
      {
        accrumentOid: 12,
        incomeTypeName: 'Su',
        incomeTypeNameEn: 'Water',
        description: 'Su faturası',
        descriptionEn: 'Water usage',
        year: 2026,
        instalmentNo: 1,
        periodLabel: '2026/07',
        subscription: { subscriberNo: '1000001', address: 'Bostancık Köyü Ilgın Cad. No:5 İç Kapı:5' },
        principalAmount: 50_000,
        delayFineAmount: 0,
        totalAmount: 50_000,
      },
    ],
    maskedPan: null,
    resultMessage: null,
    receiptNo: null,
    verificationCode: null,
    collectedAt: null,
    expiresAt: '2026-11-27T10:15:00.000Z',
    ...changes,
  };
}

export const basket = { accrumentOidList: [11, 12], registryOid: 1, returnPath: '/DebtQuestioning' };
