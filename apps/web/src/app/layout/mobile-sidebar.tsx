import Drawer from '@mui/material/Drawer';
import { layoutSizes } from '../../lib/layout-sizes';
import SidebarContent from './sidebar-content';

/** On phones the menu is a drawer over the page; loaded only when first opened. */
export default function MobileSidebar({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: layoutSizes.sidebarFull, border: 0 } } }}>
      <SidebarContent compact={false} onNavigate={onClose} />
    </Drawer>
  );
}
