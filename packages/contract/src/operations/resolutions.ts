import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { empty, isoDate, oid, paged, typeError, year } from '../schemas';

const tag = 'resolutions';

/** Meclis (council) or encümen (committee): the two bodies whose decisions are published (5393 arts. 23, 35). */
export const resolutionBody = z.enum(['council', 'committee'], { error: 'Karar organı meclis veya encümen olmalıdır.' });
export type ResolutionBody = z.infer<typeof resolutionBody>;

export const resolutionTypeSchema = z.object({ resolutionTypeOid: z.number().int(), code: z.string(), name: z.string() });

export const GetResolutionTypeList = defineOperation({
  name: 'GetResolutionTypeList',
  access: 'public',
  cacheSeconds: 300,
  tag,
  summary: 'Kinds of resolution (imar, bütçe, kamulaştırma…) for the list filter.',
  request: empty,
  response: z.array(resolutionTypeSchema),
});

export const meetingSchema = z.object({
  meetingOid: z.number().int(),
  body: resolutionBody,
  year: z.number().int(),
  title: z.string(),
  sessionType: z.enum(['ordinary', 'extraordinary']),
  sessionNo: z.number().int(),
  meetingDate: z.string(),
  meetingTime: z.string(),
});

export const resolutionSummarySchema = z.object({
  resolutionOid: z.number().int(),
  body: resolutionBody,
  resolutionNo: z.string(),
  resolutionDate: z.string(),
  meetingOid: z.number().int(),
  meetingTitle: z.string(),
  resolutionTypeOid: z.number().int(),
  resolutionTypeName: z.string(),
  subject: z.string(),
  summary: z.string(),
  voteResult: z.string(),
  attachmentCount: z.number().int(),
  /** How well the row matches the free text (ts_rank); null without a search. */
  rank: z.number().nullable(),
});

const criteria = z
  .object({
    body: resolutionBody,
    year: year.optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    resolutionNo: z.string(typeError('Karar numarası yazı olmalıdır.')).trim().max(20, 'Karar numarası en fazla 20 karakter olabilir.').optional(),
    meetingOid: oid.optional(),
    resolutionTypeOid: oid.optional(),
    searchText: z.string(typeError('Arama metni yazı olmalıdır.')).trim().max(200, 'Arama metni en fazla 200 karakter olabilir.').default(''),
    sortBy: z.enum(['relevance', 'date', 'number'], { error: 'Geçersiz sıralama alanı.' }).optional(),
    sortDirection: z.enum(['asc', 'desc']).default('desc'),
    pageIndex: z.number().int().min(0, 'Geçerli bir sayfa numarası giriniz.').max(100_000).default(0),
    pageSize: z.number().int().min(1, 'Sayfa boyutu en az 1 olmalıdır.').max(100, 'Sayfa boyutu en fazla 100 olabilir.').default(20),
  })
  .refine((c) => !c.dateFrom || !c.dateTo || c.dateFrom <= c.dateTo, { message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.', path: ['dateTo'] });

export const GetResolutionList = defineOperation({
  name: 'GetResolutionList',
  access: 'public',
  // Issue 18: a year's table (or published decisions) changes a few times a year; repeats come from memory.
  cacheSeconds: 300,
  tag,
  summary: 'Published council or committee resolutions by year, dates, number, meeting, kind and free text (ranked), paged.',
  request: z.object({ criteria }),
  response: paged(resolutionSummarySchema).extend({ availableYears: z.array(z.number().int()), meetings: z.array(meetingSchema) }),
});

export const resolutionAttachmentSchema = z.object({
  fileOid: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const GetResolution = defineOperation({
  name: 'GetResolution',
  access: 'public',
  tag,
  summary: 'One published resolution: full text, meeting, decision and attachments (read through GetFile).',
  request: z.object({ resolutionOid: oid }),
  response: resolutionSummarySchema.omit({ rank: true }).extend({
    agendaItemNo: z.number().int(),
    department: z.string(),
    status: z.string(),
    fullText: z.string(),
    decision: z.string(),
    publishedAt: z.string(),
    meeting: meetingSchema,
    attachments: z.array(resolutionAttachmentSchema),
  }),
});
