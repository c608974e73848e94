/** The complaint routing screen (backOffice: complaintRouting), for an ADMIN. */
export const complaintRoutingTexts = {
  tr: {
    title: 'Şikâyet Yönlendirme',
    intro:
      'Her şikâyet kategorisinin yeni başvuruları buradaki birimin gelen kutusuna düşer. Birimi olmayan kategoriler Beyaz Masa’ya gelir. Değişiklik yalnızca bundan sonra gelen başvuruları etkiler; gelmiş başvurular birimlerinde kalır.',
    category: 'Kategori',
    unit: 'Birim',
    frontDesk: 'Beyaz Masa (varsayılan)',
    change: 'Değiştir',
    changeOf: '{{category}}: birimi değiştir',
    newUnit: 'Yeni başvuruların düşeceği birim',
    save: 'Kaydet',
    saved: '{{category}} kategorisinin yeni başvuruları artık {{unit}} birimine düşecek.',
  },
  en: {
    title: 'Complaint routing',
    intro:
      "Each complaint category's new applications arrive in the inbox of the unit shown here. Categories without a unit come to Beyaz Masa (the front desk). A change only affects applications from now on; those already filed stay in their unit.",
    category: 'Category',
    unit: 'Unit',
    frontDesk: 'Beyaz Masa (default)',
    change: 'Change',
    changeOf: '{{category}}: change the unit',
    newUnit: 'Unit for new applications',
    save: 'Save',
    saved: 'New applications in {{category}} will now arrive in {{unit}}.',
  },
};
