import type { FastifyServerOptions } from 'fastify';

/**
 * Personal and secret fields are redacted in the logger configuration, not at each call
 * site (house style 10): national ids, phones, e-mails, tokens, passwords and card data.
 * Paths are spelled out rather than wildcarded: pino's wildcard redaction ran on every
 * request's child logger and cost measurable throughput (bench/README.md).
 */
export const sensitiveKeys = [
  'userPidNo',
  'identityNumber',
  'nationalId',
  'kimlikNo',
  'personPidNo',
  'concreteRegistry',
  'filter',
  'gsmNumber',
  'userGsmNumber',
  'phone',
  'email',
  'userEmail',
  'password',
  'newPassword',
  'currentPassword',
  'encryptedPassword',
  'validationKey',
  'userEntredCode',
  'code',
  'AccessToken',
  'RefreshToken',
  'accessToken',
  'refreshToken',
  'token',
  'ticket',
  'altcha',
  'pan',
  'cardNumber',
  'cvv',
  'cv2',
  'Cvv',
  'Pan',
  'securityCode',
  'expiryDate',
  'bankIbanNo',
  'iban',
  // Identity: the sign-in name is a TCKN; tickets, handles and proofs are bearer secrets.
  'userName',
  'username',
  'Password',
  'verificationToken',
  'loginHandle',
  'operationRefNo',
  'operationReferenceNumber',
  'access_token',
  'refresh_token',
  'client_secret',
  'recipientInformationList',
  'kullaniciBilgileri',
  'hashValue',
  // Payments: the card form, the bank's posted fields and the proof of a fast payment.
  'card',
  'expiryMonth',
  'expiryYear',
  'Expiry',
  'ExpiryDate',
  'Cvv2',
  'cvc',
  'prmstr',
  'PaReq',
  'mpiResponse',
  'onlinePaymentResponse',
  'paymentProof',
  'MerchantPassword',
  'storeKey',
];

/** The objects our log lines carry personal data in, if any: a body, a member, an error's details. */
const carriers = ['body', 'data', 'member', 'detail', 'err.data'];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...sensitiveKeys,
  ...carriers.flatMap((carrier) => sensitiveKeys.map((key) => `${carrier}.${key}`)),
];

/** `stream`: where lines go instead of stdout (tests read them). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: '[gizli]' },
    serializers: {
      // The query string can carry an e-Devlet code or a tracking number: log the path only.
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: req.url.split('?')[0], id: req.id }),
    },
  };
}
