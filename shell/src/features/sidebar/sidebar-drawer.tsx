import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';
import { HEADER_HEIGHT } from '@koperasi/shared-ui';

export interface SidebarDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The category sidebar over the page on a phone: opened by the header's menu button, closed by a pick. */
export default function SidebarDrawer({ open, onClose, children }: SidebarDrawerProps) {
  return (
    <Drawer
      id="category-sidebar"
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        '& .MuiDrawer-paper': {
          width: 'min(85vw, 300px)',
          boxSizing: 'border-box',
          top: HEADER_HEIGHT,
          height: `calc(100% - ${HEADER_HEIGHT}px)`,
        },
      }}
    >
      {children}
    </Drawer>
  );
}
