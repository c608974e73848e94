/**
 * The back office's addresses (docs/architecture.md §11), named once. They live with the feature, not in
 * app/paths.ts, so the citizen pages' first download does not carry them.
 */
export const backOfficePaths = {
  dashboard: '/yonetim',
  complaints: '/yonetim/sikayetler',
  complaint: (oid: number) => `/yonetim/sikayetler/${oid}`,
  cancellations: '/yonetim/abonelik-iptalleri',
  cancellation: (oid: number) => `/yonetim/abonelik-iptalleri/${oid}`,
  declarations: '/yonetim/beyannameler',
  declaration: (oid: number) => `/yonetim/beyannameler/${oid}`,
  restructurings: '/yonetim/yapilandirmalar',
  restructuring: (oid: number) => `/yonetim/yapilandirmalar/${oid}`,
  waterApplications: '/yonetim/su-basvurulari',
  waterApplication: (oid: number) => `/yonetim/su-basvurulari/${oid}`,
  roles: '/yonetim/roller',
  replyTemplates: '/yonetim/yanit-sablonlari',
  complaintRouting: '/yonetim/sikayet-yonlendirme',
  members: '/yonetim/uyeler',
  notifications: '/yonetim/bildirimler',
  yearlyTax: '/yonetim/yillik-tahakkuk',
  imports: '/yonetim/veri-aktarimi',
  waterSubscriptions: '/yonetim/su-aboneleri',
  waterReadings: '/yonetim/endeks-okuma',
  waterTariffs: '/yonetim/su-tarifeleri',
  waterBilling: '/yonetim/su-faturalama',
  waterLateDebts: '/yonetim/geciken-su-borclari',
} as const;
