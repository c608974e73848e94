/**
 * What a password must not contain (checked with contract's containsPersonalData): the
 * ID or tax number, the birth date in its usual spellings, and the names on the registry.
 */
export function personalDataOf(registry: {
  national_id: string | null;
  tax_number: string | null;
  birth_date: string | null;
  first_name: string | null;
  last_name: string | null;
}): string[] {
  const parts: (string | null | undefined)[] = [registry.national_id, registry.tax_number, registry.first_name, registry.last_name];
  if (registry.birth_date) {
    const [year, month, day] = registry.birth_date.split('-');
    parts.push(year, `${day}${month}${year}`, `${day}${month}`, `${day}.${month}.${year}`);
  }
  return parts.filter((p): p is string => !!p).flatMap((p) => p.split(/\s+/));
}
