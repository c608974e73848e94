/** A stable error code's HTTP status and its Turkish and English user texts. */
export type ErrorEntries = Record<string, { status: number; tr: string; en: string }>;
