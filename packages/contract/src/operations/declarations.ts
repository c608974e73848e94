import { z } from 'zod';
import { defineOperation } from '../define-operation';
import { documentLanguage, empty, isoDate, kurus, oid } from '../schemas';
import type { FileContent } from './files';
import { advertisingDeclarationSchema, declarationFiles, ectDeclarationSchema, entertainmentDeclarationSchema, estateDeclarationSchema, registryField } from './declaration-forms';

const tag = 'declarations';

export const declarationKinds = ['estate', 'entertainment', 'advertising', 'ect'] as const;
export const declarationKind = z.enum(declarationKinds);
export type DeclarationKind = z.infer<typeof declarationKind>;

/** Why an instalment is due when it is: its legal date, moved off a weekend or holiday, or counted from a late filing. */
export const dueReasons = ['legal', 'weekend', 'holiday', 'lateFiling', 'afterFiling', 'withEarlier'] as const;

export const instalmentSchema = z.object({
  instalmentNo: z.number().int(),
  amount: kurus,
  dueDate: isoDate,
  /** The deadline the law sets (31 May, 30 November, ...) before any move. */
  legalDueDate: isoDate.optional(),
  dueReason: z.enum(dueReasons).optional(),
  holidayName: z.string().optional(),
});

/**
 * The 2026 cap of Law 7566 (1319 provisional art. 23; docs/adr/0012): the year's tax value may
 * not pass the base year's by more than the configured factor.
 */
export const valueCapSchema = z.object({
  baseYear: z.number().int(),
  /** The same property's tax value in the base year, from that year's tables. */
  baseTaxValue: kurus,
  /** Hundredths: 300 = the base value × 3 ("iki kat fazlası"). */
  factorPercent: z.number().int(),
  capValue: kurus,
  /** The value before the cap; the cap applied when it was higher than capValue. */
  uncappedTaxValue: kurus,
  applied: z.boolean(),
});

/**
 * The table values a property-tax computation used, as the server read them, so the preview can
 * show them without computing anything: the street's m² unit value and, for a building, the
 * m² construction cost and the wear share (aşınma payı) with the age band it was taken from.
 */
export const estateBasisSchema = z.object({
  /** The tables' year (the declared tax year). */
  valuationYear: z.number().int(),
  /** Street unit value, kuruş per m²: the plot's or land's, or a building's land share's; null when none was used. */
  unitValue: kurus.nullable(),
  building: z
    .object({
      usageName: z.string(),
      constructionTypeName: z.string(),
      buildingClassName: z.string(),
      /** Average normal construction cost of the year for this use, type and class, kuruş per m². */
      constructionCost: kurus,
      constructionYear: z.number().int(),
      /** Tax year − construction year, the age the wear table is read with. */
      age: z.number().int(),
      /** The wear table's construction group the construction type belongs to. */
      abrasionGroupName: z.string(),
      ageFrom: z.number().int(),
      /** Null for the open last band ("75 and older"). */
      ageTo: z.number().int().nullable(),
      abrasionPercent: z.number(),
    })
    .nullable(),
});

/**
 * A declaration for a year already past, filed now: the declaration was due in that year, so its
 * late filing is an irregularity (usulsüzlük) under Law 213 (VUK) art. 352. The amount is the
 * municipality's to assess; the portal states the rule and adds nothing to the tax.
 */
export const lateFilingSchema = z.object({
  taxYear: z.number().int(),
  /** The Istanbul date of the filing (or preview). */
  filedOn: isoDate,
});

/** The computed tax shown before confirming, and stored with the filed declaration. */
export const declarationTaxSchema = z.object({
  taxYear: z.number().int(),
  /** Property-tax value (vergi değeri); null for the 2464 taxes. */
  taxValue: kurus.nullable(),
  taxAmount: kurus,
  lines: z.array(z.object({ label: z.string(), amount: kurus })),
  instalments: z.array(instalmentSchema),
  /** The tariff used is a demo value, not one adopted by the council (docs/domain/local-taxes.md, GAP). */
  usesDemoTariff: z.boolean(),
  notes: z.array(z.string()),
  /** 'landShareZero': a building declared with no land share, which is rarely right. */
  warnings: z.array(z.enum(['landShareZero'])).optional(),
  valueCap: valueCapSchema.nullable().optional(),
  /** Property tax only: the values the computation used. */
  estateBasis: estateBasisSchema.nullable().optional(),
  /** Set when a past year's property-tax or ÇTV declaration is filed now. */
  lateFiling: lateFilingSchema.nullable().optional(),
});

export const PreviewEMunicipalityDeclaration = defineOperation({
  name: 'PreviewEMunicipalityDeclaration',
  access: 'member',
  tag,
  summary: 'Computes the tax of a declaration with every server rule checked, without filing it.',
  request: z.discriminatedUnion('declarationKind', [
    z.object({ declarationKind: z.literal('estate'), concreteEMunicipalityEstateDeclaration: estateDeclarationSchema }),
    z.object({ declarationKind: z.literal('entertainment'), concreteEMunicipalityEntertainmentDeclaration: entertainmentDeclarationSchema }),
    z.object({ declarationKind: z.literal('advertising'), concreteEMunicipalityAdDeclaration: advertisingDeclarationSchema }),
    z.object({ declarationKind: z.literal('ect'), concreteEMunicipalityECTDeclaration: ectDeclarationSchema }),
  ]),
  response: declarationTaxSchema,
});

export const filedDeclarationSchema = z.object({
  declarationOid: z.number().int(),
  declarationNo: z.string(),
  filedAt: z.string(),
  tax: declarationTaxSchema,
  accrualOids: z.array(z.number().int()),
});

export const RecordEMunicipalityEstateDeclaration = defineOperation({
  name: 'RecordEMunicipalityEstateDeclaration',
  access: 'member',
  tag,
  summary: 'Files a building (1), plot (2) or land (3) property-tax declaration; creates its instalment accruals and the real-estate record.',
  request: z.object({ concreteEMunicipalityEstateDeclaration: estateDeclarationSchema, registryInfoOid: registryField, fileOids: declarationFiles }),
  response: filedDeclarationSchema,
});

export const RecordEMunicipalityEntertainmentDeclaration = defineOperation({
  name: 'RecordEMunicipalityEntertainmentDeclaration',
  access: 'member',
  tag,
  summary: 'Files an entertainment-tax declaration for a period; creates its accrual.',
  request: z.object({ concreteEMunicipalityEntertainmentDeclaration: entertainmentDeclarationSchema, registryInfoOid: registryField, fileOids: declarationFiles }),
  response: filedDeclarationSchema,
});

export const RecordEMunicipalityAdDeclaration = defineOperation({
  name: 'RecordEMunicipalityAdDeclaration',
  access: 'member',
  tag,
  summary: 'Files an advertising-tax declaration (calculation type area); creates its accruals.',
  request: z.object({ concreteEMunicipalityAdDeclaration: advertisingDeclarationSchema, registryInfoOid: registryField, fileOids: declarationFiles }),
  response: filedDeclarationSchema,
});

export const RecordEMunicipalityECTDeclaration = defineOperation({
  name: 'RecordEMunicipalityECTDeclaration',
  access: 'member',
  tag,
  summary: 'Files a workplace environment-cleaning-tax (ÇTV) declaration for a year; creates its accruals.',
  request: z.object({ concreteEMunicipalityECTDeclaration: ectDeclarationSchema, registryInfoOid: registryField, fileOids: declarationFiles }),
  response: filedDeclarationSchema,
});

/** A filed declaration's review by the revenue office: a returned one carries its reason. */
export const declarationReviewStatuses = ['filed', 'inReview', 'accepted', 'returned'] as const;
export const declarationReviewStatus = z.enum(declarationReviewStatuses);

export const declarationSummarySchema = z.object({
  declarationOid: z.number().int(),
  declarationNo: z.string(),
  declarationKind,
  kindName: z.string(),
  estateCode: z.number().int().nullable(),
  taxYear: z.number().int(),
  subject: z.string(),
  address: z.string(),
  taxAmount: kurus,
  filedAt: z.string(),
  reviewStatus: declarationReviewStatus,
  returnReason: z.string().nullable(),
  instalments: z.array(instalmentSchema),
  documents: z.array(z.object({ fileOid: z.number().int(), documentName: z.string() })),
});

export const RetrieveDeclarationSummary = defineOperation({
  name: 'RetrieveDeclarationSummary',
  access: 'member',
  tag,
  summary: "The declarations the signed-in member's registry has filed, newest first.",
  request: z.object({ concreteRegistry: z.object({ Oid: oid.optional() }).optional() }),
  response: z.object({ items: z.array(declarationSummarySchema) }),
});

export const tempFileSchema = z.object({
  fileOid: z.number().int(),
  fileName: z.string(),
  documentName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});

export const RetrieveDeclarationTempFiles = defineOperation({
  name: 'RetrieveDeclarationTempFiles',
  access: 'member',
  tag,
  summary: "The member's uploaded documents not yet attached to a declaration (Declaration_TempFileList).",
  request: empty,
  response: z.array(tempFileSchema),
});

export const RemoveDeclarationTempFile = defineOperation({
  name: 'RemoveDeclarationTempFile',
  access: 'member',
  tag,
  summary: 'Deletes one of the member’s uploaded documents before it is attached to a declaration.',
  request: z.object({ fileOid: oid }),
  response: z.object({ removed: z.literal(true) }),
});

export const GetDeclarationDocument = defineOperation({
  name: 'GetDeclarationDocument',
  access: 'member',
  tag,
  responseKind: 'file',
  summary: 'The PDF of a filed declaration, only for the registry that filed it.',
  request: z.object({ declarationOid: oid, disposition: z.enum(['inline', 'attachment']).default('attachment'), language: documentLanguage }),
  response: z
    .custom<FileContent>((value) => typeof value === 'object' && value !== null && 'bytes' in value)
    .meta({
      description: 'The PDF bytes.',
    }),
});
