import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppSetting } from '../../lib/app-setting';
import { useDocumentTitle } from '../../lib/use-document-title';
import { H2, LegalArticle, P } from './legal-article';

/** /AccessibilityStatement (open): how accessible the portal is, what is known to fall short, and how to tell us. */
export default function AccessibilityStatementPage() {
  const setting = useAppSetting();
  const title = 'Erişilebilirlik Beyanı';
  useDocumentTitle(title);
  return (
    <LegalArticle title={title} updated="25.11.2026">
      <P>
        {setting.MunicipalityName}, e-Belediye portalının engelli vatandaşlarımız dâhil herkes tarafından kullanılabilmesini amaçlamaktadır. Bu beyan, portalın (bu sitenin vatandaş
        sayfaları ve belediye çalışanlarının yönetim paneli) erişilebilirlik durumunu açıklar.
      </P>
      <H2>Uyum durumu</H2>
      <P>
        Portal, Web İçeriği Erişilebilirlik Yönergeleri (WCAG) 2.1 AA düzeyini ve TS EN 301 549 standardını hedefler ve bu düzeye kısmen uygundur: aşağıda belirtilen eksikler
        dışında ölçütleri karşılar.
      </P>
      <H2>Aldığımız önlemler</H2>
      <ul>
        <li>Her sayfa klavyeyle kullanılabilir; “İçeriğe geç” bağlantısı ve görünür odak göstergesi vardır.</li>
        <li>Sayfalar otomatik erişilebilirlik denetiminden (axe) geçirilir; bu denetim her sürümde yeniden çalıştırılır.</li>
        <li>Sayfalar 390 piksel genişliğindeki telefon ekranlarından geniş ekranlara kadar yatay kaydırma gerektirmeden kullanılabilir; geniş tablolar kendi içinde kaydırılır.</li>
        <li>Form alanlarının etiketleri, hata iletileri ve işlem sonuçları ekran okuyuculara okunur.</li>
        <li>Makbuz ve belge PDF’leri seçilebilir ve aranabilir metin içerir; Türkçe karakterler doğru görüntülenir.</li>
      </ul>
      <H2>Bilinen eksikler</H2>
      <ul>
        <li>Banka 3-D Secure ödeme sayfaları bankalar tarafından sunulur; erişilebilirlikleri belediyenin denetiminde değildir.</li>
        <li>İnsan doğrulama adımı görsel bir bulmaca içermez, ancak tamamlanması birkaç saniye sürebilir.</li>
      </ul>
      <H2>Geri bildirim ve iletişim</H2>
      <P>
        Portalda erişilebilirlik sorunu yaşarsanız veya bir içeriğe başka bir biçimde ihtiyaç duyarsanız bize{' '}
        <Link underline="always" component={RouterLink} to={paths.complaintsAndRequests}>
          Şikayet ve Talepler
        </Link>{' '}
        formuyla ya da{' '}
        <Link underline="always" href={setting.MunicipalityWebsiteUrl} target="_blank" rel="noopener noreferrer">
          {setting.MunicipalityWebsiteUrl.replace(/^https?:\/\//, '')}
        </Link>{' '}
        adresindeki iletişim kanallarıyla ulaşabilirsiniz.
      </P>
      <H2>Beyanın hazırlanması</H2>
      <P>Bu beyan 25.11.2026 tarihinde, portalın otomatik erişilebilirlik testlerinin sonuçlarına göre hazırlanmıştır.</P>
    </LegalArticle>
  );
}
