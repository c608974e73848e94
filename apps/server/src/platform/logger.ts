import type { FastifyServerOptions } from 'fastify';

/**
 * Personal and secret fields are redacted in the logger configuration, not at each call
 * site (house style 10): national ids, phones, e-mails, tokens, passwords and card data.
 */
const sensitiveKeys = [
  'userPidNo', 'identityNumber', 'nationalId', 'kimlikNo', 'personPidNo', 'concreteRegistry', 'filter',
  'gsmNumber', 'userGsmNumber', 'phone', 'email', 'userEmail',
  'password', 'newPassword', 'encryptedPassword', 'validationKey', 'userEntredCode', 'code',
  'AccessToken', 'RefreshToken', 'accessToken', 'refreshToken', 'token', 'ticket',
  'pan', 'cardNumber', 'cvv', 'cv2', 'Cvv', 'Pan', 'securityCode', 'expiryDate', 'bankIbanNo', 'iban',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[gizli]' },
    serializers: {
      // The query string can carry an e-Devlet code or a tracking number: log the path only.
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: req.url.split('?')[0], id: req.id }),
    },
  };
}
