import type { z } from 'zod';
import { municipalityFieldLabels } from './municipality-schema';

/**
 * Why a municipality file is refused, one line per wrong field, in Turkish and English:
 * `municipality.json: "countyCode" — ilçe kodu bir tam sayı olmalı / must be an integer`.
 * The operator fixes the file from these lines alone (docs/operations.md, "The municipality file").
 */
export class MunicipalityFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super([`Belediye dosyası geçersiz (the municipality file is not valid): ${file}`, ...problems.map((p) => `  ${p}`)].join('\n'));
  }
}

const typeNames: Record<string, [string, string]> = {
  string: ['bir metin', 'a text'],
  number: ['bir sayı', 'a number'],
  int: ['bir tam sayı', 'an integer'],
  boolean: ['true ya da false', 'true or false'],
  object: ['bir nesne ({…})', 'an object ({…})'],
  array: ['bir liste ([…])', 'a list ([…])'],
};

/** The reason in both languages, without the field's name. */
function reasonOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'eksik / is missing';
      const [tr, en] = typeNames[issue.expected] ?? [issue.expected, issue.expected];
      return `${tr} olmalı / must be ${en}`;
    }
    case 'too_small':
      if (issue.origin === 'string') return 'boş olamaz / must not be empty';
      if (issue.origin === 'array') return `en az ${issue.minimum} öğe içermeli / must have at least ${issue.minimum} item(s)`;
      return `en az ${issue.minimum} olmalı / must be at least ${issue.minimum}`;
    case 'too_big':
      return `en çok ${issue.maximum} olmalı / must be at most ${issue.maximum}`;
    case 'invalid_value':
      return `şunlardan biri olmalı / must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return 'tanınmayan alan; yazımını kontrol edin / is not a known field; check its spelling';
    case 'invalid_union':
      return 'geçerli bir değer değil / is not a valid value';
    default:
      return issue.message;
  }
}

const labelOf = (path: readonly PropertyKey[]) => municipalityFieldLabels[path.map((part) => (typeof part === 'number' ? '*' : String(part))).join('.')];

/** One line per wrong field; an unknown field gets a line of its own, named by its full path. */
export function describeIssues(fileName: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    return paths.map((path) => {
      const name = path.map(String).join('.') || '(dosya)';
      const label = labelOf(path);
      const reason = reasonOf(issue);
      return `${fileName}: "${name}" — ${label ? `${label} ` : ''}${reason}`;
    });
  });
}
