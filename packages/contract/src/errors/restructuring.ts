import type { ErrorEntries } from './entry';

/** Debt restructuring. */
export const restructuringErrors = {
  RESTRUCTURING_NOT_OPEN: { status: 422, tr: 'Şu anda başvuruya açık bir borç yapılandırması bulunmamaktadır.', en: 'No debt restructuring is open for applications now.' },
  RESTRUCTURING_DEBT_NOT_ELIGIBLE: {
    status: 422,
    tr: 'Seçilen borçlardan biri bu yapılandırmanın kapsamında değildir.',
    en: 'One of the chosen debts is not covered by this restructuring.',
  },
  RESTRUCTURING_OPTION_UNKNOWN: { status: 422, tr: 'Bu yapılandırmada seçilen taksit sayısı bulunmamaktadır.', en: 'This restructuring has no such instalment option.' },
  RESTRUCTURING_BELOW_WRITE_OFF: {
    status: 422,
    tr: 'Seçilen borçların toplamı silinme sınırının altında kaldığından başvuru gerekmez.',
    en: 'The chosen debts are below the write-off threshold; no application is needed.',
  },
  RESTRUCTURING_PLAN_CHANGED: { status: 409, tr: 'Yapılandırma tutarı değişti. Lütfen planı yeniden inceleyiniz.', en: 'The plan has changed. Please review it again.' },
  RESTRUCTURING_NOT_FOUND: { status: 404, tr: 'Yapılandırma kaydı bulunamadı.', en: 'The restructuring was not found.' },
} as const satisfies ErrorEntries;
