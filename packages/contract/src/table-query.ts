import { z } from 'zod';
import { paged, typeError } from './schemas';

export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;

/**
 * Paging, ordering and searching inside a published table. Every table the citizen reads
 * pages on the server, so a list of tens of thousands of rows never travels whole.
 */
export const tableQuery = <const Keys extends readonly [string, ...string[]]>(sortKeys: Keys) =>
  z.object({
    pageIndex: z.number(typeError('Geçerli bir sayfa numarası giriniz.')).int().min(0, 'Geçerli bir sayfa numarası giriniz.').max(100_000).default(0),
    pageSize: z.number(typeError('Geçerli bir sayfa boyutu giriniz.')).int().min(1, 'Sayfa boyutu en az 1 olmalıdır.').max(200, 'Sayfa boyutu en fazla 200 olabilir.').default(25),
    sortBy: z.enum(sortKeys, { error: 'Geçersiz sıralama alanı.' }).optional(),
    sortDirection: sortDirection.default('asc'),
    searchText: z.string({ error: 'Arama metni yazı olmalıdır.' }).trim().max(100, 'Arama metni en fazla 100 karakter olabilir.').default(''),
  });

/** A page of a yearly table, with the years the table has rows for (the year filter's choices). */
export const yearlyPage = <T extends z.ZodType>(item: T) => paged(item).extend({ availableYears: z.array(z.number().int()) });
