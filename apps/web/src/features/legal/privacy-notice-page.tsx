import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppSetting } from '../../lib/app-setting';
import { useDocumentTitle } from '../../lib/use-document-title';
import { H2, LegalArticle, P } from './legal-article';

/**
 * /PrivacyNotice (open): the KVKK art. 10 notice (aydınlatma metni) of the portal.
 * The data controller and its application addresses come from the municipality file.
 */
export default function PrivacyNoticePage() {
  const setting = useAppSetting();
  const title = 'Kişisel Verilerin Korunması Aydınlatma Metni';
  useDocumentTitle(title);
  const { name: controller, address, email, kepAddress } = setting.dataController;
  return (
    <LegalArticle title={title} updated="25.11.2026">
      <P>
        Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (KVKK) 10. maddesi uyarınca, e-Belediye portalını kullanan vatandaşlarımızı kişisel verilerinin işlenmesi
        hakkında bilgilendirmek için hazırlanmıştır.
      </P>
      <H2>1. Veri sorumlusu</H2>
      <P>
        Kişisel verileriniz, veri sorumlusu sıfatıyla <strong>{controller}</strong> tarafından işlenmektedir. Adres: {address}. KEP adresi: {kepAddress}. E-posta:{' '}
        <Link underline="always" href={`mailto:${email}`}>
          {email}
        </Link>
        . Belediyemizin diğer iletişim bilgilerine{' '}
        <Link underline="always" href={setting.MunicipalityWebsiteUrl} target="_blank" rel="noopener noreferrer">
          {setting.MunicipalityWebsiteUrl.replace(/^https?:\/\//, '')}
        </Link>{' '}
        adresinden ulaşabilirsiniz.
      </P>
      <H2>2. İşlenen kişisel veriler</H2>
      <ul>
        <li>Kimlik: T.C. kimlik numarası veya vergi numarası, ad, soyad, unvan, baba ve anne adı, doğum yeri ve tarihi.</li>
        <li>İletişim: cep telefonu, e-posta ve adres bilgileri.</li>
        <li>Mülkiyet ve abonelik: taşınmazlarınız, su abonelikleriniz ve bunlara ilişkin tahakkuk, tahsilat ve makbuz kayıtları.</li>
        <li>Başvurular: beyannameler, şikâyet ve talepler, yapılandırma ve abonelik iptali başvuruları ile ekleri.</li>
        <li>İşlem güvenliği: giriş zamanları, giriş yöntemi, cihaz türü (telefon, tablet, bilgisayar) ve IP adresi.</li>
        <li>Tercihler: SMS ve e-posta bildirimleri için verdiğiniz veya geri aldığınız izinler, tarihleri ve onay metinleri.</li>
      </ul>
      <H2>3. İşleme amaçları</H2>
      <ul>
        <li>Emlak vergisi, çevre temizlik vergisi, ilan ve reklam vergisi, su ve diğer belediye alacaklarının tahakkuku, tahsili ve makbuzlandırılması,</li>
        <li>beyanname, başvuru, şikâyet ve taleplerinizin alınması, incelenmesi ve sonuçlarının size bildirilmesi,</li>
        <li>üyeliğinizin oluşturulması, kimliğinizin doğrulanması ve hesabınızın güvenliğinin sağlanması,</li>
        <li>izin vermeniz hâlinde son ödeme günü hatırlatmaları, karar bildirimleri ve ödeme makbuzlarının SMS veya e-posta ile gönderilmesi,</li>
        <li>mevzuattan doğan saklama, denetim ve bilgi verme yükümlülüklerimizin yerine getirilmesi.</li>
      </ul>
      <H2>4. Hukuki sebepler</H2>
      <P>
        Kişisel verileriniz KVKK’nın 5. maddesinin 2. fıkrasındaki; kanunlarda açıkça öngörülmesi (2464 sayılı Belediye Gelirleri Kanunu, 1319 sayılı Emlak Vergisi Kanunu, 6183
        sayılı Amme Alacaklarının Tahsil Usulü Hakkında Kanun, 5393 sayılı Belediye Kanunu), veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması, bir
        sözleşmenin (su aboneliği) kurulması veya ifasıyla doğrudan ilgili olması ve ilgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru
        menfaati hukuki sebeplerine dayanılarak işlenir. Bildirim amaçlı SMS ve e-postalar ise yalnızca KVKK’nın 5. maddesinin 1. fıkrası uyarınca verdiğiniz açık rızaya dayanır;
        bu rızayı dilediğiniz zaman{' '}
        <Link underline="always" component={RouterLink} to={paths.notificationPreferences}>
          Bildirim Tercihlerim
        </Link>{' '}
        sayfasından veya her e-postadaki bağlantıyla geri alabilirsiniz. Özel nitelikli kişisel veri (KVKK md. 6) portal aracılığıyla toplanmaz; bir başvurunun ekinde bulunması
        hâlinde yalnızca kanunlarda öngörülen hâllerde ve KVKK md. 6/3 kapsamında işlenir.
      </P>
      <H2>5. Aktarılan kişiler ve amaçları</H2>
      <P>
        Kişisel verileriniz yalnızca yukarıdaki amaçlarla ve gerektiği ölçüde; ödeme işlemleri için anlaşmalı bankalara, kimlik doğrulama için e-Devlet Kapısı’na (Türksat), SMS ve
        e-posta gönderimi için hizmet aldığımız iletişim sağlayıcılarına, mevzuatın gerektirdiği hâllerde yetkili kamu kurum ve kuruluşlarına ve yargı mercilerine aktarılabilir.
        Verileriniz, KVKK’nın 9. maddesindeki şartlar sağlanmadan yurt dışına aktarılmaz.
      </P>
      <H2>6. Toplama yöntemi</H2>
      <P>
        Kişisel verileriniz; e-Belediye portalındaki formlar, e-Devlet Kapısı ile giriş, belediye birimlerine yaptığınız başvurular ve belediyenin sicil, tahakkuk ve tahsilat
        kayıtları aracılığıyla, otomatik ve kısmen otomatik yollarla toplanır.
      </P>
      <H2>7. KVKK 11. madde kapsamındaki haklarınız</H2>
      <ul>
        <li>kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse buna ilişkin bilgi talep etme,</li>
        <li>işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
        <li>yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,</li>
        <li>eksik veya yanlış işlenmişse düzeltilmesini isteme,</li>
        <li>KVKK’nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,</li>
        <li>düzeltme, silme ve yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,</li>
        <li>münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,</li>
        <li>kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.</li>
      </ul>
      <P>
        Belediyemizin sizinle ilgili tuttuğu verileri, bunları indirmeyi ve kaydınıza hangi belediye çalışanlarının ne zaman ve hangi gerekçeyle eriştiğini{' '}
        <Link underline="always" component={RouterLink} to={paths.myPersonalData}>
          Kişisel Verilerim
        </Link>{' '}
        sayfasında görebilirsiniz.
      </P>
      <H2>8. Başvuru yöntemi</H2>
      <P>
        Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca; kimliğinizi gösteren belgeyle birlikte ıslak imzalı dilekçeyle{' '}
        {controller}’ne ({address}) şahsen veya noter aracılığıyla, {kepAddress} kayıtlı elektronik posta (KEP) adresine güvenli elektronik imza veya mobil imza ile ya da
        belediyemizde kayıtlı e-posta adresinizden {email} adresine iletebilirsiniz. Başvurunuz, niteliğine göre en geç otuz gün içinde ücretsiz olarak sonuçlandırılır.
        Başvurunuzun reddedilmesi, verilen cevabın yetersiz bulunması veya süresinde cevap verilmemesi hâlinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.
      </P>
    </LegalArticle>
  );
}
