/**
 * What a registrant must know besides holding the phone on record: a person their
 * birth date, a company its tax office. Pure, so the rule is tested on its own.
 */
export interface RegistrationProof {
  birthDate?: string | null | undefined;
  taxOfficeCode?: string | undefined;
}

export function proofMatches(registry: { national_id: string | null; birth_date: string | null; tax_office_code: string | null }, proof: RegistrationProof): boolean {
  if (registry.national_id) return !!proof.birthDate && registry.birth_date === proof.birthDate;
  return !!proof.taxOfficeCode && registry.tax_office_code === proof.taxOfficeCode;
}
