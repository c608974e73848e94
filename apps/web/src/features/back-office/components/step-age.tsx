import { useTranslation } from 'react-i18next';
import { waitingAge } from '../waiting-age';

/** How long an item has been at its current step, in minutes, hours or days. */
export function StepAge({ since, now = new Date() }: { since: string; now?: Date }) {
  const { t } = useTranslation('backOffice');
  const age = waitingAge((now.getTime() - new Date(since).getTime()) / 60_000);
  return <span style={{ whiteSpace: 'nowrap' }}>{t(age.key, age.values)}</span>;
}
