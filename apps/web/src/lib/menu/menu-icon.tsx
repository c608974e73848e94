import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

const MenuIconGlyph = lazy(() => import('./menu-icon-glyph'));

// The icon's box is held while its chunk loads, so nothing moves when it arrives.
const placeholder = <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 20, height: 20 }} />;

export function MenuIcon(props: { icon?: string | undefined; iconText?: string | undefined; name: string }) {
  return (
    <Suspense fallback={placeholder}>
      <MenuIconGlyph {...props} />
    </Suspense>
  );
}
