import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { HEADER_HEIGHT, WhenIdle } from '@koperasi/shared-ui';
import { Header } from '../../features/header/header';
import { Sidebar } from '../../features/sidebar/sidebar';
import { Footer, FooterFrame } from '../../features/footer/footer';
import { ScrollToTop } from './scroll-to-top';

/** Header, category sidebar (open by default on wide screens), main area and footer. */
export function MainLayout() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(!narrow);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <ScrollToTop />
      <Header sidebarOpen={open} onToggleSidebar={() => setOpen((value) => !value)} />
      <Sidebar open={open} temporary={narrow} onClose={() => setOpen(false)} />
      <Box
        sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', pt: `${HEADER_HEIGHT}px` }}
      >
        {/* At least a screen tall: the footer starts below the fold, so a route that loads its content
            never pushes a visible footer down (layout shift). */}
        <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: `calc(100vh - ${HEADER_HEIGHT}px)` }}>
          <Outlet />
        </Box>
        {/* below the fold on every page: drawn (and its settings read) once the first screen is done */}
        <WhenIdle fallback={<FooterFrame />}>
          <Footer />
        </WhenIdle>
      </Box>
    </Box>
  );
}
