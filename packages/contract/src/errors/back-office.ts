import type { ErrorEntries } from './entry';

/** Back office. */
export const backOfficeErrors = {
  BACKOFFICE_STALE: {
    status: 409,
    tr: 'Bu kayıt siz incelerken başka bir çalışan tarafından değiştirildi. Lütfen kaydı yenileyip tekrar deneyiniz.',
    en: 'Someone else changed this record meanwhile. Please reload it and try again.',
  },
  BACKOFFICE_ACTION_NOT_ALLOWED: { status: 422, tr: 'Bu işlem kaydın şu anki durumunda yapılamaz.', en: 'This action is not possible in the record’s current state.' },
  BACKOFFICE_OWN_CASE: {
    status: 403,
    tr: 'Kendinize veya temsil ettiğiniz bir şirkete ait bir işlem üzerinde işlem yapamazsınız.',
    en: 'You cannot act on an item of your own or of a company you represent.',
  },
  FOUR_EYES_REQUIRED: {
    status: 422,
    tr: 'İadeyi onaylayan çalışan ödemeyi işaretleyemez; ödeme başka bir çalışan tarafından işaretlenmelidir.',
    en: 'The clerk who approved the refund cannot mark it paid; another clerk must.',
  },
  REFUND_DUE: {
    status: 422,
    tr: 'Bu başvuruda iade edilecek tutar var; başvuru iadesiz kapatılamaz.',
    en: 'There is an amount to refund; the application cannot be closed without a refund.',
  },
  NOTHING_TO_REFUND: {
    status: 422,
    tr: 'Güvence bedeli borçlara mahsup edildiğinden iade edilecek tutar yoktur; başvuruyu iadesiz kapatınız.',
    en: 'Nothing is left to refund; close the application without a refund.',
  },
  RESTRUCTURING_NOT_BROKEN: {
    status: 422,
    tr: 'Bu yapılandırma, yapılandırma koşullarına göre bozulmuş sayılmaz.',
    en: 'Under the scheme’s rule this restructuring has not broken.',
  },
  ROLE_HOLDER_NOT_EMPLOYEE: { status: 422, tr: 'Rol yalnızca aktif personel olan üyelere verilebilir.', en: 'Roles can only be given to members who are active employees.' },
  ROLE_ALREADY_HELD: { status: 409, tr: 'Çalışan bu role zaten sahip.', en: 'The employee already holds this role.' },
  ROLE_NOT_HELD: { status: 404, tr: 'Çalışanın bu rolü bulunmuyor.', en: 'The employee does not hold this role.' },
  BACKOFFICE_TAKE_OVER_REQUIRED: {
    status: 409,
    tr: 'Bu kayıt başka bir çalışana atanmış. Devralmak için onay veriniz.',
    en: 'This record is assigned to a colleague. Confirm to take it over.',
  },
  BACKOFFICE_NOT_HOLDER: { status: 422, tr: 'Yalnızca size atanmış bir kaydı bırakabilirsiniz.', en: 'You can only release a record assigned to you.' },
  HAND_OVER_TO_SELF: { status: 422, tr: 'İşler rolü geri alınan çalışanın kendisine devredilemez.', en: 'Work cannot be handed over to the employee losing the role.' },
  ASSIGNEE_NOT_ELIGIBLE: { status: 422, tr: 'Seçilen çalışanın bu iş listesi için yetkisi bulunmuyor.', en: 'The chosen colleague has no role for this queue.' },
  DECLARATION_HAS_PAYMENTS: {
    status: 422,
    tr: 'Bu beyannamenin ödemesi yapılmış taksitleri var; beyanname iade edilemez. Lütfen önce ödemelerin iadesini/mahsubunu sağlayınız.',
    en: 'Instalments of this declaration have been paid; it cannot be returned.',
  },
} as const satisfies ErrorEntries;
