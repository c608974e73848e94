/** SMS type and message codes. */
export const smsTypeCodes = {
  /** One-time verification codes. */
  verification: 6,
  /** New-password and membership messages. */
  notice: 7,
} as const;

export const smsMessageCodes = { password: 7001, debt: 7002, membership: 7004 } as const;
