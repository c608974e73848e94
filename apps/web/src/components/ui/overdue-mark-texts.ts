import { registerTranslations } from '../../lib/i18n';

export const registerOverdueTexts = () => registerTranslations('overdue', { tr: { label: 'Vadesi geçti' }, en: { label: 'Overdue' } });
