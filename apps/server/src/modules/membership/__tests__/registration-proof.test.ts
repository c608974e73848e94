import { describe, expect, it } from 'vitest';
import { proofMatches } from '../registration-proof';

const person = { national_id: '17291716060', birth_date: '1990-01-15', tax_office_code: null };
const company = { national_id: null, birth_date: null, tax_office_code: '031251' };

describe('what a registrant must know besides the phone', () => {
  it.each([
    [person, { birthDate: '1990-01-15' }, true],
    [person, { birthDate: '1990-01-16' }, false],
    [person, { taxOfficeCode: '031251' }, false],
    [person, {}, false],
    [company, { taxOfficeCode: '031251' }, true],
    [company, { taxOfficeCode: '031250' }, false],
    [company, { birthDate: '1990-01-15' }, false],
  ])('%o with %o → %s', (registry, proof, expected) => expect(proofMatches(registry, proof)).toBe(expected));
});
