import { registerTranslations } from '../../lib/i18n';

export const registerTaxTableTexts = () =>
  registerTranslations('taxTables', {
    tr: {
      year: 'Yıl',
      all: 'Tümü',
      demoNotice: 'Bu tablodaki tutarlar örnek (demo) verilerdir. Belediye meclisinin kabul ettiği güncel tarife için belediyemize başvurunuz.',
      sampleNotice: 'Tablo, demo belediyenin örnek verileriyle gösterilmektedir.',
      valuation: {
        title: 'Arsa ve Arazi Birim Değerleri',
        intro: 'Emlak vergisine esas arsa ve arazi metrekare birim değerleri (1319 sayılı Kanun md. 29). Mahalle ve yıl seçerek cadde/sokak değerlerini görebilirsiniz.',
        district: 'Mahalle', street: 'Cadde/Sokak', streetName: 'Cadde/Sokak', streetType: 'Türü', estateType: 'Cinsi', unitValue: 'Birim Değer (₺/m²)',
        chooseDistrict: 'Birim değerleri görmek için bir mahalle seçiniz.', csv: 'birim-degerler',
      },
      cost: {
        title: 'Bina İnşaat Maliyet Bedelleri',
        intro: 'Bina vergi değerinin hesabında kullanılan metrekare normal inşaat maliyet bedelleri; emlak vergisinde ortalama sütunu esas alınır.',
        usageType: 'Kullanım Türü', constructionType: 'Yapı Türü', buildingClass: 'Sınıfı', minimum: 'Asgari (₺/m²)', maximum: 'Azami (₺/m²)', average: 'Ortalama (₺/m²)', csv: 'insaat-maliyet-bedelleri',
      },
      abrasion: {
        title: 'Aşınma Payları',
        intro: 'Binanın yaşına ve yapı türüne göre vergi değerinden düşülen aşınma payı oranları (RG 2.12.1982 / 17886).',
        group: 'Yapı Türü', age: 'Bina Yaşı', share: 'Aşınma Payı', ageRange: '{{from}}–{{to}} yaş', ageOver: '{{from}} yaş ve üzeri', csv: 'asinma-paylari', ageFrom: 'Yaş (başlangıç)', ageTo: 'Yaş (bitiş)',
      },
      advertising: {
        title: 'İlan ve Reklam Vergisi Tarifesi',
        intro: 'İlan ve reklam vergisinin reklam türü ve yerine göre yıllık tarifesi (2464 sayılı Kanun md. 12–17).',
        type: 'Reklam Türü', location: 'Reklam Yeri', group: 'Tarife Grubu', unit: 'Birim', amount: 'Tutar', csv: 'ilan-reklam-tarifesi',
      },
      ect: {
        title: 'Çevre Temizlik Vergisi Tutarları',
        intro: 'İşyerleri için bina grubuna göre yıllık çevre temizlik vergisi tutarları (2464 sayılı Kanun mükerrer md. 44). Konutlarda vergi su faturasıyla m³ başına alınır.',
        activity: 'Faaliyet', buildingGroup: 'Bina Grubu', groupLabel: '{{group}}. grup', unit: 'Dönem', amount: 'Yıllık Tutar', csv: 'ctv-tutarlari',
      },
    },
    en: {
      year: 'Year',
      all: 'All',
      demoNotice: 'The amounts in this table are sample (demo) data. Ask the municipality for the tariff its council adopted.',
      sampleNotice: 'The table shows the sample data of the demo municipality.',
      valuation: {
        title: 'Plot and Land Unit Values',
        intro: 'Unit values per square metre for property tax on plots and land (Law 1319 art. 29). Choose a district and a year to see the streets.',
        district: 'District', street: 'Street', streetName: 'Street', streetType: 'Type', estateType: 'Kind', unitValue: 'Unit value (₺/m²)',
        chooseDistrict: 'Choose a district to see its unit values.', csv: 'unit-values',
      },
      cost: {
        title: 'Building Construction Costs',
        intro: 'Normal construction costs per square metre used for the tax value of buildings; property tax uses the average column.',
        usageType: 'Usage', constructionType: 'Construction', buildingClass: 'Class', minimum: 'Minimum (₺/m²)', maximum: 'Maximum (₺/m²)', average: 'Average (₺/m²)', csv: 'construction-costs',
      },
      abrasion: {
        title: 'Abrasion Shares',
        intro: 'Depreciation deducted from the tax value by building age and construction (Official Gazette 2.12.1982 / 17886).',
        group: 'Construction', age: 'Building age', share: 'Abrasion share', ageRange: '{{from}}–{{to}} years', ageOver: '{{from}} years and over', csv: 'abrasion-shares', ageFrom: 'Age (from)', ageTo: 'Age (to)',
      },
      advertising: {
        title: 'Advertising Tax Tariff',
        intro: 'Yearly advertising tax tariff by kind and place of the advertisement (Law 2464 arts. 12–17).',
        type: 'Kind', location: 'Place', group: 'Tariff group', unit: 'Unit', amount: 'Amount', csv: 'advertising-tariff',
      },
      ect: {
        title: 'Environment Cleaning Tax Amounts',
        intro: 'Yearly environment cleaning tax of workplaces by building group (Law 2464 repeated art. 44). Homes pay it per m³ on the water bill.',
        activity: 'Activity', buildingGroup: 'Building group', groupLabel: 'Group {{group}}', unit: 'Period', amount: 'Yearly amount', csv: 'ect-amounts',
      },
    },
  });
