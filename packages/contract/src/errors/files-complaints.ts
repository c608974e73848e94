import type { ErrorEntries } from './entry';

/** Files and complaints. */
export const fileAndComplaintErrors = {
  FILE_CONTENT_MISMATCH: {
    status: 422,
    tr: 'Dosyanın içeriği türüyle uyuşmuyor. Yalnızca gerçek PDF, PNG, JPEG veya DOCX dosyaları yüklenebilir.',
    en: 'The file content does not match its type.',
  },
  UPLOAD_LIMIT_REACHED: {
    status: 422,
    tr: 'Eklenmiş dosya sayısı sınıra ulaştı. Yeni bir dosya eklemek için önce eklediğiniz dosyalardan birini kaldırınız.',
    en: 'You have added as many files as allowed. Remove one of the files you added to add a new one.',
  },
  COMPLAINT_NOT_FOUND: { status: 404, tr: 'Takip numarası ve cep telefonu ile eşleşen bir başvuru bulunamadı.', en: 'No application matches this tracking number and phone.' },
} as const satisfies ErrorEntries;
