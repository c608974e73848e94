import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flattenMenu, isExternal, type MenuEntry } from '../../lib/menu/menu-items';
import { useMenu } from '../../lib/menu/use-menu';
import { searchMenu } from '../../lib/menu/search-menu';

const MAX_RESULTS = 8;

/** The open search: finds services by name, search words and group as you type, and goes to the chosen one. */
export default function SearchPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useMenu();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);

  const entries = useMemo(() => flattenMenu(menu.data ?? []), [menu.data]);
  const results = useMemo(() => searchMenu(entries, query, MAX_RESULTS), [entries, query]);

  const close = onClose;
  const go = (entry: MenuEntry) => {
    if (isExternal(entry)) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(entry.path);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, results.length - 1));
    if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    if (event.key === 'Enter' && results[active]) go(results[active]);
  };

  return (
    <Box
      sx={{
        position: { xs: 'absolute', sm: 'relative' },
        inset: { xs: 0, sm: 'auto' },
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.paper',
        borderRadius: { sm: 1 },
        px: 1,
        height: { xs: '100%', sm: 40 },
        width: { sm: 340 },
      }}
    >
      <Search color="action" aria-hidden />
      <InputBase
        autoFocus
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        inputProps={{ 'aria-label': t('search.label'), role: 'combobox', 'aria-expanded': results.length > 0, 'aria-controls': listId, 'aria-autocomplete': 'list' }}
        sx={{ flex: 1, ml: 1 }}
      />
      <IconButton size="small" aria-label={t('search.close')} onClick={close}>
        <Close fontSize="small" />
      </IconButton>
      {query.trim() && (
        <Paper elevation={4} sx={{ position: 'absolute', top: '100%', left: 0, right: 0, mt: 0.5, maxHeight: 360, overflowY: 'auto' }}>
          {results.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t('search.noResult')}
            </Typography>
          ) : (
            <List id={listId} role="listbox" dense>
              {results.map((entry, index) => (
                <ListItemButton key={`${entry.path}-${entry.name}`} role="option" selected={index === active} aria-selected={index === active} onClick={() => go(entry)}>
                  <ListItemText primary={entry.name} secondary={entry.trail.join(' › ') || undefined} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Box>
  );
}
