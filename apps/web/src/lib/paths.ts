import { SIGN_IN_PATH } from './auth/wanted-address';

/**
 * Every address of the portal, named once. Components link through this table,
 * never through string literals.
 */
export const paths = {
  root: '/',
  home: '/anasayfa',
  mobileMenu: '/mobil-menu',
  notFound: '/session/404',
  estateConstructionCost: '/EstateConstructionCost',
  advertisingTaxAnnualGroupTariff: '/AdvertisingTaxAnnualGroupTariff',
  estateStreetValuation: '/EstateStreetValuation',
  estateAbrasionShare: '/EstateAbrasionShare',
  ectAnnualPrice: '/ECTAnnualPrice',
  resolutionCouncil: '/ResolutionCouncilObservation',
  resolutionCommittee: '/ResolutionComitteeObservation',
  complaintsAndRequests: '/ComplaintsAndRequests',
  signIn: SIGN_IN_PATH,
  signUp: '/session/signup',
  forgotPassword: '/session/forgot-password',
  forgottenPassword: '/ForgottenPassword',
  register: '/Register',
  edevletLogin: '/e-devlet-girisi',
  edevletRedirect: '/index_edevlet_girisi',
  userUpdate: '/UserUpdate',
  changePassword: '/sifre-degistir',
  estateDeclarationLand: '/EMunicipalityEstateDeclarationLand',
  estateDeclarationPlot: '/EMunicipalityEstateDeclarationPlot',
  estateDeclarationBuilding: '/EMunicipalityEstateDeclarationBuilding',
  entertainmentDeclaration: '/EMunicipalityEntertainmentDeclaration',
  adDeclaration: '/EMunicipalityAdDeclaration',
  ectDeclaration: '/EMunicipalityECTDeclaration',
  debtQuestioning: '/DebtQuestioning',
  registryObservation: '/RegistryObservation',
  fastPayment: '/FastPayment',
  fastPaymentForMatrimony: '/FastPaymentForMatrimony',
  receiptVerification: '/ReceiptVerification',
  ziraatBank: '/ziraat-banka',
  vakifBank: '/vakif-banka',
  isBank: '/payment-is-bank',
  otherBanks: '/payment-other-banks',
  successOperation: '/success-operation',
  failedOperation: '/failed-operation',
  payroll: '/maas-bordrosu',
  leave: '/izin-bilgileri',
  enforcement: '/icra-bilgileri',
  contractCancellation: '/ContractCancellation',
  waterDebts: '/WaterDebts',
  waterApplications: '/WaterApplications',
  waterApplicationStatus: '/WaterApplicationStatus',
  waterApplicationWithCode: '/WaterApplicationWithCode',
  debtRestructuring: '/DebtRestructuring',
  notificationPreferences: '/NotificationPreferences',
  authorities: '/Yetkilendirmeler',
  unsubscribe: '/Unsubscribe',
  myPersonalData: '/MyPersonalData',
  privacyNotice: '/PrivacyNotice',
  accessibilityStatement: '/AccessibilityStatement',
  /** The municipality's side (docs/architecture.md §11); its screens' addresses are in features/back-office. */
  backOffice: '/yonetim',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Where the left menu starts closed (the shell). */
export const pathsWithClosedSidebar: readonly string[] = [paths.root, paths.home];
