import { z } from 'zod';

/**
 * Validation messages in Turkish for both apps. A missing field reads as the plain
 * "required" sentence instead of the locale's type description.
 */
export function useTurkishValidationMessages(): void {
  const turkish = z.locales.tr().localeError;
  z.config({
    localeError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) return 'Bu alan zorunludur.';
      if (issue.code === 'unrecognized_keys') return 'Tanınmayan alan.';
      return turkish(issue);
    },
  });
}
