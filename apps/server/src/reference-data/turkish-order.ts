const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** Sorts by a Turkish name: the database's C collation would put Ç, İ, Ö, Ş and Ü after Z. */
export function byTurkishName<T>(name: (item: T) => string) {
  return (a: T, b: T) => collator.compare(name(a), name(b));
}
