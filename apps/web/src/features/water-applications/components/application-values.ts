import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import type { AttachedDocument } from './document-fields';
import { emptyProperty, type PropertyValue } from './property-fields';

type Rule = ResponseOf<'GetWaterApplicationRules'>['types'][number];

/** What the citizen has typed or chosen so far, as the inputs hold it (strings, '' when not chosen). */
export interface ApplicationValues {
  subscriberType: string;
  property: PropertyValue;
  subscriberInfoOid: string;
  subscriberNo: string;
  reductionGroundCode: string;
  meterReading: string;
  statement: string;
  gsm: string;
  email: string;
}

export const emptyApplication: ApplicationValues = {
  subscriberType: '',
  property: emptyProperty,
  subscriberInfoOid: '',
  subscriberNo: '',
  reductionGroundCode: '',
  meterReading: '',
  statement: '',
  gsm: '',
  email: '',
};

/** Sets one value; each section gets this instead of a setter per field. */
export type ChangeValue = <K extends keyof ApplicationValues>(key: K) => (value: ApplicationValues[K]) => void;

const optionalNumber = (value: string) => (value === '' ? undefined : Number(value));

/** The request sends only what the type asks, so an answer left from another type never travels with it. */
export function applicationBody(rule: Rule, values: ApplicationValues, documents: AttachedDocument[]) {
  const { property } = values;
  return {
    applicationType: rule.typeCode,
    ...(rule.asksSubscriberType && values.subscriberType ? { subscriberType: values.subscriberType as 'G' } : {}),
    ...(rule.asksProperty && property.outerDoorOid
      ? {
          property: {
            districtCode: Number(property.districtCode),
            streetCode: Number(property.streetCode),
            outerDoorOid: Number(property.outerDoorOid),
            ...(property.innerDoorOid ? { innerDoorOid: Number(property.innerDoorOid) } : {}),
          },
        }
      : {}),
    ...(rule.subject === 'ownSubscription' && values.subscriberInfoOid ? { subscriberInfoOid: Number(values.subscriberInfoOid) } : {}),
    ...(rule.subject === 'otherSubscription' && values.subscriberNo.trim() ? { subscriberNo: values.subscriberNo.trim() } : {}),
    ...(rule.asksReductionGround && values.reductionGroundCode ? { reductionGroundCode: values.reductionGroundCode } : {}),
    ...(rule.asksMeterReading && values.meterReading !== '' ? { meterReading: optionalNumber(values.meterReading)! } : {}),
    ...(rule.asksStatement ? { statement: values.statement } : {}),
    documents: documents.map(({ kind, fileOid }) => ({ kind, fileOid })),
    gsmNumber: values.gsm,
    email: values.email,
  } satisfies RequestOf<'ApplyForWaterService'>;
}
