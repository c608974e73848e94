import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../lib/menu/menu-icon';
import { isExternal, type MenuEntry } from '../../lib/menu/menu-items';

/**
 * One service: a tile for the main ones, a row in its group's card for the rest. Plain elements
 * with class names; their look is set once by the services' container (service-tiles.tsx).
 */
export function ServiceLink({ entry, tile = false }: { entry: MenuEntry; tile?: boolean }) {
  const { t } = useTranslation('home');
  const className = tile ? 'service-link service-tile' : 'service-link';
  const content = (
    <>
      <span className="service-link-icon">
        <MenuIcon icon={entry.icon} iconText={entry.iconText} name={entry.name} />
      </span>
      <span className="service-link-name">
        {entry.name}
        {isExternal(entry) && <span className="visually-hidden"> {t('opensNewTab')}</span>}
      </span>
    </>
  );
  if (isExternal(entry)) {
    return (
      <a className={className} href={entry.path} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <RouterLink className={className} to={entry.path}>
      {content}
    </RouterLink>
  );
}
