/**
 * Stable error codes with their HTTP status and user text. The Turkish text is what the
 * citizen sees; the English text is for the second language.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, tr: 'Girilen bilgiler hatalı. Lütfen işaretli alanları düzeltiniz.', en: 'Some fields are invalid.' },
  UNAUTHENTICATED: { status: 401, tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.', en: 'Please sign in again.' },
  FORBIDDEN: { status: 403, tr: 'Bu işlem için yetkiniz bulunmamaktadır.', en: 'You are not allowed to do this.' },
  NOT_FOUND: { status: 404, tr: 'Aradığınız kayıt bulunamadı.', en: 'The record was not found.' },
  UNKNOWN_OPERATION: { status: 404, tr: 'Böyle bir işlem bulunmamaktadır.', en: 'There is no such operation.' },
  PARAMETER_NOT_FOUND: { status: 404, tr: 'Parametre bulunamadı.', en: 'The parameter was not found.' },
  CONFLICT: { status: 409, tr: 'Bu işlem daha önce yapılmış.', en: 'This has already been done.' },
  BUSINESS_RULE: { status: 422, tr: 'İşlem iş kurallarına uymuyor.', en: 'The request breaks a business rule.' },
  REQUEST_TOO_LARGE: { status: 413, tr: 'Gönderilen bilgi çok büyük. Lütfen daha küçük bir içerikle tekrar deneyiniz.', en: 'The request is too large.' },
  INVALID_CHARACTER: {
    status: 400,
    tr: 'Girilen bilgilerde kullanılamayan bir karakter var. Lütfen metni kontrol edip tekrar deneyiniz.',
    en: 'The request contains a character that cannot be used.',
  },
  REQUEST_TOO_DEEP: { status: 400, tr: 'Gönderilen bilgi okunamayacak kadar iç içe. Lütfen bilgileri kontrol edip tekrar deneyiniz.', en: 'The request is nested too deeply.' },
  RATE_LIMITED: { status: 429, tr: 'Çok fazla deneme yaptınız. Lütfen bir süre sonra tekrar deneyiniz.', en: 'Too many attempts. Please try again later.' },
  OPERATION_PAUSED: { status: 503, tr: 'Bu işlem şu saatlerde yapılamamaktadır. Lütfen daha sonra tekrar deneyiniz.', en: 'This operation is paused at this time.' },
  INTERNAL: { status: 500, tr: 'Beklenmedik bir hata oluştu', en: 'An unexpected error occurred' },
  // Identity (the spec's texts where it gives them). Wrong credentials are 422, not 401:
  // a 401 makes the client refresh its tokens (the client's rules).
  MEMBER_NOT_FOUND: { status: 404, tr: 'Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.', en: 'No membership was found. Please register.' },
  INVALID_CREDENTIALS: { status: 422, tr: 'Kullanıcı adı veya şifre hatalı.', en: 'The user name or password is wrong.' },
  CURRENT_PASSWORD_INVALID: { status: 422, tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is wrong.' },
  HUMAN_VERIFICATION_REQUIRED: { status: 400, tr: 'Lütfen gerçek kişi olduğunuzu doğrulayınız', en: 'Please verify that you are a person.' },
  REGISTRY_NOT_FOUND: { status: 404, tr: 'Sicil bilgisi bulunamadı.', en: 'No registry record was found.' },
  EDEVLET_FAILED: { status: 422, tr: 'E-devlet girişi başarısız', en: 'The e-Devlet sign-in failed.' },
  EDEVLET_INVALID_TOKEN: { status: 422, tr: 'Geçersiz token, E-devlet girişi başarısız', en: 'Invalid token; the e-Devlet sign-in failed.' },
  EDEVLET_DISABLED: { status: 403, tr: 'E-Devlet ile giriş şu anda kullanılamamaktadır.', en: 'Signing in with e-Devlet is turned off.' },
  SMS_CODE_INVALID: { status: 422, tr: 'Doğrulama kodu hatalı.', en: 'The verification code is wrong.' },
  SMS_CODE_EXPIRED: {
    status: 422,
    tr: 'Doğrulama kodunun süresi dolmuş veya deneme hakkınız bitmiştir. Lütfen yeni kod isteyiniz.',
    en: 'The verification code has expired or has no attempts left. Please ask for a new one.',
  },
  VERIFICATION_REQUIRED: {
    status: 422,
    tr: 'Telefon doğrulaması geçersiz veya süresi dolmuş. Lütfen cep telefonunuza gönderilen kodu yeniden doğrulayınız.',
    en: 'The phone verification is missing or has expired.',
  },
  PASSWORD_RESET_CODE_INVALID: {
    status: 422,
    tr: 'Doğrulama kodu hatalı, süresi dolmuş veya daha önce kullanılmış. Lütfen kodu kontrol ediniz ya da yeni kod isteyiniz.',
    en: 'The reset code is wrong, has expired or was already used. Check it or ask for a new one.',
  },
  PHONE_MISMATCH: { status: 422, tr: 'Girdiğiniz cep telefonu numarası kayıtlı numara ile eşleşmiyor.', en: 'The mobile number does not match the one on record.' },
  EMAIL_MISMATCH: { status: 422, tr: 'Girdiğiniz e-posta adresi sicil kaydındaki adres ile eşleşmiyor.', en: 'The e-mail does not match the one on the registry record.' },
  IDENTITY_MISMATCH: { status: 422, tr: 'Girdiğiniz bilgiler sicil kaydı ile eşleşmiyor.', en: 'The details do not match the registry record.' },
  WEAK_PASSWORD: {
    status: 422,
    tr: 'Şifreniz yeterince güçlü değil. Kimlik numaranızı veya doğum tarihinizi içermeyen, tahmini zor bir şifre seçiniz.',
    en: 'The password is too weak.',
  },
  ALREADY_MEMBER: {
    status: 409,
    tr: 'Bu kimlik numarası ile daha önce üyelik alınmış. Giriş yapabilir veya şifrenizi sıfırlayabilirsiniz.',
    en: 'This ID number already has a membership.',
  },
  REGISTRATION_EXPIRED: {
    status: 422,
    tr: 'Üyelik başvurunuzun süresi dolmuş. Lütfen başvuruyu baştan yapınız.',
    en: 'The membership application has expired. Please start again.',
  },
  // Files and complaints.
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
  // Declarations.
  DECLARATION_ALREADY_FILED: {
    status: 409,
    tr: 'Bu taşınmaz/işyeri için bu yıla ait beyanname daha önce verilmiş.',
    en: 'A declaration for this property and year has already been filed.',
  },
  DECLARATION_TARIFF_MISSING: {
    status: 422,
    tr: 'Seçilen yıl için tarife bulunamadı. Lütfen belediyenin tarife yayımladığı bir yıl seçiniz.',
    en: 'There is no tariff for the chosen year.',
  },
  // Debts and the shared ledger.
  SELECTION_ORDER: {
    status: 422,
    tr: 'Aynı tahakkukun önceki taksitleri ödenmeden sonraki taksitleri ödenemez. Lütfen önceki taksitleri de seçiniz.',
    en: 'Earlier instalments of the same accrual must be paid first.',
  },
  ACCRUAL_NOT_PAYABLE: {
    status: 422,
    tr: 'Seçilen borçlardan biri ödenmiş veya ödenemez durumda. Lütfen borç listesini yenileyiniz.',
    en: 'One of the selected debts is already paid or cannot be paid.',
  },
  FINE_DATE_IN_PAST: {
    status: 422,
    tr: 'Gecikme zammı hesaplama tarihi bugünden önce olamaz. Lütfen bugünü veya ileri bir tarihi seçiniz.',
    en: 'The delay fine date cannot be before today.',
  },
  FINE_DATE_NOT_PAYABLE: {
    status: 422,
    tr: 'İleri bir tarihe göre hesaplanan tutarlar yalnızca öngörüdür ve ödenemez. Ödeme için gecikme zammı hesaplama tarihini bugüne getiriniz.',
    en: 'Amounts computed for a later date are a forecast and cannot be paid. Set the delay fine date to today to pay.',
  },
  COLLECTION_EXCEEDS_DEBT: {
    status: 409,
    tr: 'Tahsilat, borcun kalan tutarını aşıyor ya da borç artık açık değil.',
    en: 'The collection exceeds what is left of the debt, or the debt is no longer open.',
  },
  AMOUNT_MISMATCH: { status: 422, tr: 'Ödenecek tutar borç toplamı ile uyuşmuyor. Lütfen borç listesini yenileyiniz.', en: 'The amount does not match the total of the debts.' },
  PAYMENT_PROOF_INVALID: {
    status: 422,
    tr: 'Doğrulamanın süresi dolmuş. Lütfen cep telefonunuza gönderilen kod ile yeniden doğrulayınız.',
    en: 'The verification has expired. Please verify your phone again.',
  },
  RECEIPT_NOT_FOUND: { status: 404, tr: 'Bu doğrulama koduna ait bir makbuz bulunamadı.', en: 'No receipt has this verification code.' },
  // Authorisations a member gives another member (docs/security.md, "Acting for another").
  AUTHORITY_GRANTEE_NOT_FOUND: {
    status: 422,
    tr: 'Bu T.C. Kimlik No ile yetki verilebilecek bir e-Belediye üyesi bulunamadı.',
    en: 'No e-Belediye member to authorise was found with this ID number.',
  },
  AUTHORITY_SELF: { status: 422, tr: 'Kendinize yetki veremezsiniz.', en: 'You cannot authorise yourself.' },
  AUTHORITY_DATES_INVALID: {
    status: 422,
    tr: 'Başlangıç tarihi bugünden önce, bitiş tarihi başlangıçtan önce veya iki yıldan sonra olamaz.',
    en: 'The start cannot be before today, and the end cannot be before the start or more than two years after it.',
  },
  AUTHORITY_NOT_OPEN: { status: 409, tr: 'Bu yetkilendirme artık bu işleme açık değil.', en: 'This authorisation is no longer open to this action.' },
  // Online card payment.
  PAYMENT_ORDER_NOT_FOUND: { status: 404, tr: 'Ödeme kaydı bulunamadı.', en: 'The payment order was not found.' },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    tr: 'Seçtiğiniz borçlar için devam eden bir ödeme işlemi var. O ödemeye devam edebilir veya ondan vazgeçip yeniden ödeyebilirsiniz.',
    en: 'A payment for these debts is already in progress. You can continue it, or give it up and pay again.',
  },
  PAYMENT_RESULT_AWAITED: {
    status: 409,
    tr: 'Bu ödeme için bankanızın yanıtı işleniyor; şu anda vazgeçilemez. Lütfen bir dakika sonra ödemenin sonucuna bakınız.',
    en: "Your bank's answer for this payment is being processed; it cannot be given up now. Please check its result in a minute.",
  },
  DEBT_IN_PAYMENT: {
    status: 409,
    tr: 'Bu borç için şu anda kartla ödeme yapılmaktadır; ödeme sonuçlanmadan iptal edilemez, yapılandırılamaz veya mahsup edilemez. Lütfen birkaç dakika sonra tekrar deneyiniz.',
    en: 'A card payment for this debt is in progress; it cannot be changed until the payment ends.',
  },
  PAYMENT_ORDER_CONFLICT: {
    status: 409,
    tr: 'Bu sipariş numarası başka bir ödeme için kullanılmış. Lütfen ödemeyi yeniden başlatınız.',
    en: 'This order number belongs to another payment.',
  },
  PAYMENT_ORDER_CLOSED: { status: 422, tr: 'Bu ödeme işlemi tamamlanmış veya süresi dolmuş. Lütfen yeni bir ödeme başlatınız.', en: 'This payment is finished or has expired.' },
  PAYMENT_BANK_MISMATCH: { status: 422, tr: 'Bu ödeme başka bir banka üzerinden başlatılmış.', en: 'This payment was started with another bank.' },
  PAYMENT_BANK_UNAVAILABLE: {
    status: 503,
    tr: 'Banka ile bağlantı kurulamadı. Kartınızdan çekim yapılmadı; lütfen daha sonra tekrar deneyiniz.',
    en: 'The bank could not be reached.',
  },
  PAYMENT_CARD_REFUSED: { status: 422, tr: 'Kartınız 3-D Secure ile ödemeye uygun değil. Lütfen başka bir kart deneyiniz.', en: 'The card cannot be used with 3-D Secure.' },
  PAYMENT_RESULT_UNTRUSTED: {
    status: 422,
    tr: 'Banka yanıtı doğrulanamadı. İşlem kaydedilmedi; ödemenizin durumu banka ile kontrol edilecektir.',
    en: 'The bank answer could not be verified.',
  },
  PAYMENT_PAUSED: {
    status: 503,
    tr: 'Gün sonu işlemleri nedeniyle şu anda ödeme alınamamaktadır. Lütfen daha sonra tekrar deneyiniz.',
    en: 'Payments are paused for end-of-day processing.',
  },
  // Water subscriptions and contract cancellation.
  SUBSCRIPTION_NOT_FOUND: {
    status: 404,
    tr: 'Abone numarası ve cep telefonu ile eşleşen bir abonelik bulunamadı.',
    en: 'No subscription matches this subscriber number and phone.',
  },
  CANCELLATION_NOT_FOUND: {
    status: 404,
    tr: 'Takip numarası ve cep telefonu ile eşleşen bir abonelik iptal başvurusu bulunamadı.',
    en: 'No cancellation application matches this tracking number and phone.',
  },
  CANCELLATION_ALREADY_OPEN: {
    status: 409,
    tr: 'Bu abonelik için sonuçlanmamış bir iptal başvurusu zaten var. Başvurunuzu takip numarasıyla izleyebilirsiniz.',
    en: 'This subscription already has an open cancellation application.',
  },
  WATER_LINE_NOT_ACTIVE: { status: 409, tr: 'Bu aboneliğin su hattı aktif değil; iptal başvurusu yapılamaz.', en: 'The water line of this subscription is not active.' },
  WATER_LINE_TRANSITION: { status: 409, tr: 'Su hattı durumu bu şekilde değiştirilemez.', en: 'The water line status cannot change this way.' },
  REPLY_TEMPLATE_DUPLICATE: {
    status: 409,
    tr: 'Bu iş kuyruğunda bu işlem için aynı başlıkta bir hazır metin zaten var.',
    en: 'A template with this title already exists for this action of this queue.',
  },
  SITE_VISIT_NOT_YET: {
    status: 409,
    tr: 'Yerinde inceleme, planlandığı günden önce yapılmış olarak kaydedilemez.',
    en: 'A site visit cannot be recorded as made before the day it was planned for.',
  },
  WATER_CUT_BEFORE_CHOSEN_DATE: {
    status: 409,
    tr: 'Abonenin seçtiği kesim tarihi henüz gelmedi. Hat daha önce kesildiyse nedenini not olarak yazınız.',
    en: 'The cutting date the subscriber chose has not come yet. If the line was cut earlier, write why in the note.',
  },
  IBAN_OWNER_MISMATCH: {
    status: 422,
    tr: 'IBAN hesap sahibi abone ile aynı kişi olmalıdır. Lütfen abonenin adına açılmış bir hesap giriniz.',
    en: 'The IBAN must belong to the subscriber.',
  },
  WATER_DEBTS_MUST_BE_PAID: {
    status: 422,
    tr: 'Aboneliğin ödenmemiş su borcu var. İptal başvurusundan önce borcun ödenmesi gerekir.',
    en: 'The open water debts must be paid before the cancellation.',
  },
  CUTTING_DATE_NOT_ALLOWED: {
    status: 422,
    tr: 'Su kesim tarihi geçmiş bir gün, hafta sonu veya resmî tatil olamaz.',
    en: 'The cutting date must be a working day, not in the past.',
  },
  // Debt restructuring.
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
  // Back office.
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
  // Water applications.
  WATER_APPLICATION_TYPE_NOT_OFFERED: {
    status: 422,
    tr: 'Bu başvuru türü çevrim içi yapılamamaktadır. Lütfen su işleri birimine başvurunuz.',
    en: 'This application type is not offered online.',
  },
  WATER_SMS_PATH_NOT_ALLOWED: {
    status: 422,
    tr: 'Bu başvuru türü için giriş yapmanız gerekmektedir. Lütfen e-Belediye hesabınızla giriş yaparak başvurunuz.',
    en: 'This application type needs a signed-in member.',
  },
  WATER_DOCUMENT_MISSING: { status: 422, tr: 'Bu başvuru için gerekli belgeler eksik. Lütfen istenen belgeleri ekleyiniz.', en: 'A required document is missing.' },
  WATER_DOCUMENT_INVALID: {
    status: 422,
    tr: 'Eklenen belgelerden biri bulunamadı veya başka bir başvuruda kullanılmış. Lütfen belgeyi yeniden yükleyiniz.',
    en: 'One of the documents is not a pending upload of yours.',
  },
  WATER_TARIFF_MISSING: {
    status: 422,
    tr: 'Seçilen abone türü için tarife bulunamadı. Lütfen başka bir abone türü seçiniz veya su işleri birimine başvurunuz.',
    en: 'There is no tariff for the chosen subscriber type.',
  },
  WATER_PROPERTY_SUBSCRIBED: {
    status: 409,
    tr: 'Bu bağımsız bölümde aktif bir su aboneliği zaten var. Abonelik başka birine aitse devir başvurusu yapınız.',
    en: 'This property already has an active subscription.',
  },
  WATER_APPLICATION_ALREADY_OPEN: {
    status: 409,
    tr: 'Bu adres veya abonelik için sonuçlanmamış bir başvurunuz zaten var. Başvurunuzu takip numarasıyla izleyebilirsiniz.',
    en: 'An open application already exists for this property or subscription.',
  },
  WATER_ASSIGNMENT_TO_SELF: { status: 422, tr: 'Bu abonelik zaten sizin adınıza kayıtlı; devir başvurusu yapılamaz.', en: 'The subscription is already yours.' },
  WATER_APPLICATION_NOT_FOUND: {
    status: 404,
    tr: 'Takip numarası ve cep telefonu ile eşleşen bir su başvurusu bulunamadı.',
    en: 'No water application matches this tracking number and phone.',
  },
  WATER_DOCUMENTS_NOT_REQUESTED: { status: 422, tr: 'Bu başvuru için şu anda belge istenmemektedir.', en: 'No documents are requested for this application now.' },
  WATER_METER_TAKEN: { status: 409, tr: 'Bu sayaç numarası başka bir abonelikte kayıtlı.', en: 'This meter number belongs to another subscription.' },
  // Water bills from meter readings.
  WATER_TARIFF_DATE_NOT_FUTURE: {
    status: 422,
    tr: 'Yeni tarife ya da oran ancak yarından itibaren geçerli olacak şekilde girilebilir.',
    en: 'A new tariff or rate must start in the future.',
  },
  WATER_TARIFF_BLOCKS_INVALID: {
    status: 422,
    tr: 'Kademe sınırları artarak sıralanmalı ve yalnızca son kademe sınırsız olmalıdır.',
    en: 'Block limits must rise and only the last block may be open.',
  },
  WATER_TARIFF_VERSION_EXISTS: { status: 409, tr: 'Bu abone türü için bu tarihten geçerli bir tarife zaten var.', en: 'A tariff of this type already starts on this date.' },
  WATER_TAX_RATE_EXISTS: { status: 409, tr: 'Bu vergi için bu tarihten geçerli bir oran zaten var.', en: 'A rate of this tax already starts on this date.' },
  WATER_REDUCTION_NOT_FOUND: { status: 422, tr: 'Seçilen tarife indirimi bulunamadı.', en: 'The chosen tariff reduction does not exist.' },
  WATER_READING_BELOW_PREVIOUS: {
    status: 422,
    tr: 'Girilen endeks bir önceki endeksten düşük. Doğruysa onaylayarak tekrar gönderiniz.',
    en: 'The index is below the previous one; send it again confirmed if it is right.',
  },
  WATER_FINAL_INDEX_BELOW_PREVIOUS: {
    status: 422,
    tr: 'Son endeks sayacın daha önce okunan endeksinden düşük olamaz. Sayacı kontrol ediniz; okunamıyorsa sayaç durumunu "çalışmıyor" seçiniz.',
    en: "The final index cannot be below the meter's earlier index; check the meter, or record it as not working.",
  },
  WATER_READING_UNUSUAL: {
    status: 422,
    tr: 'Girilen endeks ortalama tüketiminizden çok farklı. Doğruysa onaylayarak tekrar gönderiniz.',
    en: 'The index is far from the average consumption; send it again confirmed if it is right.',
  },
  WATER_READING_WINDOW_CLOSED: { status: 422, tr: 'Endeks bildirimi yalnızca ayın belirli günlerinde yapılabilir.', en: 'Readings are taken only on certain days of the month.' },
  WATER_BILLING_PERIOD_OPEN: { status: 422, tr: 'Fatura dönemi henüz bitmedi; faturalama dönem bittikten sonra yapılabilir.', en: 'The period has not ended yet.' },
  WATER_BILLING_RATES_MISSING: {
    status: 422,
    tr: 'Fatura tarihinde geçerli tarife veya vergi oranı eksik. Önce tarifeyi tamamlayınız.',
    en: 'A tariff or tax rate in force on the bill date is missing.',
  },
  WATER_BILL_NOT_FOUND: { status: 404, tr: 'Bu dönem için fatura bulunamadı.', en: 'No bill was found for this period.' },
  WATER_APPEAL_BILL_NOT_LATEST: {
    status: 422,
    tr: 'Yalnızca aboneliğin en son faturası yeniden düzenlenebilir; sonraki faturalar bu faturanın endeksinden başlar. Sonraki dönemin faturasına itiraz edilmesini isteyiniz.',
    en: "Only the subscription's latest bill can be made again; later bills start from its index.",
  },
  WATER_APPEAL_BILL_PAID: {
    status: 422,
    tr: 'İtiraz edilen fatura ödenmiş (ya da bir kısmı ödenmiş); iptal edilip yeniden düzenlenemez. Fazla ödenen tutar için iade veya sonraki faturaya mahsup işlemi yapınız.',
    en: 'The appealed bill is (partly) paid and cannot be cancelled; refund or set off the overpayment instead.',
  },
  UNIT_NOT_FOUND: { status: 422, tr: 'Seçilen birim bulunamadı.', en: 'The chosen unit does not exist.' },
  CATEGORY_NOT_FOUND: { status: 422, tr: 'Seçilen şikâyet kategorisi bulunamadı.', en: 'The chosen complaint category does not exist.' },
  // Notifications and personal data.
  UNSUBSCRIBE_LINK_INVALID: {
    status: 422,
    tr: 'Bu abonelikten çıkma bağlantısı geçersiz. Bağlantıyı e-postadan eksiksiz kopyaladığınızdan emin olunuz; tercihlerinizi profil sayfanızdan da değiştirebilirsiniz.',
    en: 'This unsubscribe link is not valid.',
  },
  UNSUBSCRIBE_LINK_USED: {
    status: 409,
    tr: 'Bu abonelikten çıkma bağlantısı daha önce kullanılmış; tercihiniz zaten kaydedildi.',
    en: 'This unsubscribe link has already been used.',
  },
  ACCESS_REASON_REQUIRED: { status: 422, tr: 'Vatandaş kaydını açma gerekçesini yazınız.', en: 'Give the reason for opening the citizen record.' },
  // The collection service contracted banks call (docs/domain/bank-service.md).
  BANK_UNAUTHENTICATED: {
    status: 401,
    tr: 'Banka kimliği doğrulanamadı: banka kodu veya imza geçersiz.',
    en: 'The bank could not be authenticated: unknown bank code or bad signature.',
  },
  BANK_ADDRESS_NOT_ALLOWED: { status: 403, tr: 'Bu adresten tahsilat servisine bağlanılamaz.', en: 'The collection service cannot be called from this address.' },
  BANK_REQUEST_EXPIRED: {
    status: 401,
    tr: 'İsteğin zaman damgası geçersiz veya kabul süresinin dışında.',
    en: 'The request time stamp is invalid or outside the accepted window.',
  },
  BANK_REQUEST_REPLAYED: { status: 401, tr: 'Bu istek daha önce alınmış (tekrarlanan nonce).', en: 'This request was already received (nonce reused).' },
  BANK_PAYER_NOT_FOUND: { status: 404, tr: 'Abone veya mükellef bulunamadı.', en: 'No subscriber or taxpayer was found.' },
  BANK_REFERENCE_CONFLICT: {
    status: 409,
    tr: 'Bu banka referansı başka bir tahsilat için kullanılmış.',
    en: 'This bank reference was used for another collection.',
  },
  BANK_PAYMENT_NOT_FOUND: { status: 404, tr: 'Bu banka referansıyla bir tahsilat bulunamadı.', en: 'No collection was found with this bank reference.' },
  BANK_PAYMENT_CANCELLED: { status: 409, tr: 'Bu tahsilat daha önce iptal edilmiş.', en: 'This collection was already cancelled.' },
  BANK_CANCEL_DAY_PASSED: {
    status: 422,
    tr: 'Tahsilat yalnızca yapıldığı gün iptal edilebilir.',
    en: 'A collection can be cancelled only on the day it was made.',
  },
} as const satisfies Record<string, { status: number; tr: string; en: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The body of every non-2xx answer (docs/architecture.md §3). */
export interface ErrorBody {
  Message: string;
  code: ErrorCode;
  /** Field path → Turkish message, only on VALIDATION_FAILED. */
  fields?: Record<string, string>;
}
