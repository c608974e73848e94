import { sql, type Kysely } from 'kysely';

/**
 * Reply templates per queue and action, kept by an ADMIN in the back office. The portal comes
 * with a few common ones so the dialogs are useful on the first day; a municipality edits,
 * deactivates or adds to them.
 */
const starters: { queue: string; action: string; title: string; body: string }[] = [
  {
    queue: 'complaints',
    action: 'reply',
    title: 'Sorun giderildi',
    body: 'Bildiriminiz üzerine ekiplerimiz yerinde inceleme yaparak sorunu gidermiştir. İlginiz için teşekkür ederiz.',
  },
  {
    queue: 'complaints',
    action: 'reply',
    title: 'Çalışma programına alındı',
    body: 'Talebiniz değerlendirilmiş ve ilgili birimimizin çalışma programına alınmıştır. Çalışma tamamlandığında bilgilendirileceksiniz.',
  },
  {
    queue: 'complaints',
    action: 'reply',
    title: 'Belediyenin yetkisi dışında',
    body: 'Başvurunuz incelenmiş olup konu belediyemizin görev ve yetki alanı dışında kalmaktadır; ilgili kuruma başvurmanızı rica ederiz.',
  },
  {
    queue: 'declarations',
    action: 'return',
    title: 'Tapu kaydıyla uyuşmuyor',
    body: 'Beyannamedeki bilgiler tapu kaydıyla uyuşmamaktadır; bilgileri tapu kaydınıza göre düzelterek yeniden beyan ediniz.',
  },
  {
    queue: 'waterApplications',
    action: 'requestDocuments',
    title: 'Belge okunamıyor',
    body: 'Yüklediğiniz belge okunamamaktadır; belgenin tamamını okunaklı olarak yeniden yükleyiniz.',
  },
  {
    queue: 'waterApplications',
    action: 'reject',
    title: 'Yapı kullanma izni yok',
    body: 'Bağımsız bölümün yapı kullanma izin belgesi (iskân) bulunmadığından başvurunuz karşılanamamıştır.',
  },
  {
    queue: 'waterCancellations',
    action: 'recordCutRejected',
    title: 'Sayaç ortak kullanımda',
    body: 'Sayaç birden fazla bağımsız bölümce ortak kullanıldığından kesim yapılamamıştır; Su İşleri Müdürlüğü ile görüşünüz.',
  },
  {
    queue: 'waterCancellations',
    action: 'rejectRefund',
    title: 'IBAN abonenin adına değil',
    body: 'Bildirdiğiniz IBAN abonenin adına açılmış bir hesaba ait olmadığından iade yapılamamıştır; kendi adınıza açılmış bir hesapla başvurunuz.',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reply_template')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'bigint', (c) => c.references('member.oid'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reply_template_title_key', ['queue', 'action', 'title'])
    .execute();
  await db.insertInto('reply_template').values(starters).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reply_template').execute();
}
