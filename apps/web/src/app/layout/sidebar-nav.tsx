import type { NavigationItem } from '@ebelediye/contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { MenuIcon } from '../../lib/menu/menu-icon';
import { containsPath } from '../../lib/menu/menu-items';
import { visuallyHidden } from '../../lib/visually-hidden';
import { sidebarTheme } from '../theme';

interface NavProps {
  items: NavigationItem[];
  compact: boolean;
  depth?: number;
  onNavigate?: () => void;
}

const itemSx = {
  color: sidebarTheme.text,
  borderRadius: 1,
  mx: 1,
  '&.active': { bgcolor: sidebarTheme.active, fontWeight: 600 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
  '&.Mui-focusVisible': { outline: '2px solid #fff' },
};

function ItemContent({ item, compact }: { item: NavigationItem; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <ListItemIcon sx={{ color: 'inherit', minWidth: compact ? 0 : 36 }}>
        <MenuIcon icon={item.icon} iconText={item.iconText} name={item.name} />
      </ListItemIcon>
      {!compact && <ListItemText primary={item.name} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />}
      {compact && (
        <Box component="span" sx={visuallyHidden}>
          {item.name}
        </Box>
      )}
      {item.type === 'extLink' && (
        <Box component="span" sx={visuallyHidden}>
          {t('menu.openInNewTab')}
        </Box>
      )}
      {!compact && item.badge && <Chip size="small" label={item.badge.value} color={badgeColor(item.badge.color)} sx={{ height: 20, fontSize: 11 }} />}
    </>
  );
}

const badgeColors = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const badgeColor = (color: string) => ((badgeColors as readonly string[]).includes(color) ? (color as (typeof badgeColors)[number]) : 'default');

function NavGroup({ item, compact, depth, onNavigate }: { item: NavigationItem; compact: boolean; depth: number; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsPath(item, pathname));
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    if (containsPath(item, pathname)) setOpen(true);
  }
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton sx={{ ...itemSx, pl: 2 + depth * 2 }} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <ItemContent item={item} compact={compact} />
        {!compact && (open ? <ExpandLess fontSize="small" aria-hidden /> : <ExpandMore fontSize="small" aria-hidden />)}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <SidebarNav items={item.children ?? []} compact={compact} depth={depth + 1} onNavigate={onNavigate} />
      </Collapse>
    </ListItem>
  );
}

function NavItem({ item, compact, depth, onNavigate }: { item: NavigationItem; compact: boolean; depth: number; onNavigate?: () => void }) {
  const sx = { ...itemSx, pl: compact ? 2.5 : 2 + depth * 2 };
  // In the compact menu the name shows as the native tooltip; screen readers get it from the hidden text.
  const title = compact ? item.name : undefined;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {item.type === 'extLink' ? (
        <ListItemButton component="a" href={item.path} target="_blank" rel="noopener noreferrer" sx={sx} title={title}>
          <ItemContent item={item} compact={compact} />
        </ListItemButton>
      ) : (
        <ListItemButton component={NavLink} to={item.path ?? '/'} end sx={sx} onClick={onNavigate} title={title}>
          <ItemContent item={item} compact={compact} />
        </ListItemButton>
      )}
    </ListItem>
  );
}

/** The menu items: labels, external links, internal links and collapsible groups. */
export function SidebarNav({ items, compact, depth = 0, onNavigate }: NavProps) {
  return (
    <List dense disablePadding>
      {items.map((item, index) => {
        const key = `${item.name}-${index}`;
        if (item.type === 'label') {
          return compact ? null : (
            <ListSubheader key={key} disableSticky sx={{ bgcolor: 'transparent', color: sidebarTheme.muted, fontSize: 12, letterSpacing: 1, lineHeight: '32px', mt: 1 }}>
              {item.label ?? item.name}
            </ListSubheader>
          );
        }
        if (item.children?.length) return <NavGroup key={key} item={item} compact={compact} depth={depth} onNavigate={onNavigate} />;
        return <NavItem key={key} item={item} compact={compact} depth={depth} onNavigate={onNavigate} />;
      })}
    </List>
  );
}
