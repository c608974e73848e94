import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { humanVerificationPayload, opaqueToken } from '../identity-schemas';
import { gsmNumber, smsCodeSent } from '../schemas';
import { uploadToken } from './files';
import { documentList, waterApplicationSchema, waterTrackingNumber } from './water-applications';

/**
 * The missing documents of an application followed without an account: the
 * citizen who knows its tracking number and the phone given on it proves that phone with an SMS
 * code and adds only what the water unit asked for.
 */
const tag = 'water';

export const SendWaterDocumentsCode = defineOperation({
  name: 'SendWaterDocumentsCode',
  access: 'public',
  tag,
  summary:
    'An SMS code to the phone given on a water application that waits for missing documents; ValidateCode then answers the verificationToken that adds them. Any other tracking number and phone pair is the same 404 as an unknown one. Rate-limited.',
  request: z.object({ trackingNumber: waterTrackingNumber, gsmNumber, altcha: humanVerificationPayload }),
  response: smsCodeSent,
});

export const SubmitMissingWaterDocumentsWithCode = defineOperation({
  name: 'SubmitMissingWaterDocumentsWithCode',
  access: 'public',
  tag,
  summary:
    "SubmitMissingWaterDocuments without signing in: the application by tracking number and phone, the verificationToken of a SendWaterDocumentsCode code for that phone (single use, spent with the documents), and only the requested kinds, uploaded under that upload key. The application goes back to the water unit's queue.",
  request: z.object({
    trackingNumber: waterTrackingNumber,
    gsmNumber,
    verificationToken: opaqueToken,
    uploadToken,
    documents: documentList.min(1, 'En az bir belge ekleyiniz.'),
  }),
  response: waterApplicationSchema,
});
