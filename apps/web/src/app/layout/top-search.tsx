import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel (and its search code) loads when the visitor first opens it.
const SearchPanel = lazy(() => import('./search-panel'));

/** The top bar's search toggle: a button that opens the search field ("Burada ara...", "Search here..." in English). */
export function TopSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <IconButton color="inherit" aria-label={t('search.open')} onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
    );
  }
  return (
    <Suspense fallback={null}>
      <SearchPanel onClose={() => setOpen(false)} />
    </Suspense>
  );
}
