import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Divider,
  Drawer,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  getNewsPromos,
  getSidebarDivisions,
  type NewsItem,
  type SidebarDivision,
} from '@koperasi/shared-services';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from '@koperasi/shared-ui';
import { NewsPanel } from './news-panel';

export interface SidebarProps {
  open: boolean;
  /** temporary (overlay) drawer on small screens, persistent beside the content otherwise */
  temporary: boolean;
  onClose: () => void;
}

/** The category sidebar: 'Kategori' with the three division accordions and the news panel. */
export function Sidebar({ open, temporary, onClose }: SidebarProps) {
  const [divisions, setDivisions] = useState<SidebarDivision[]>([]);
  const [news, setNews] = useState<NewsItem[]>([]);
  const location = useLocation();
  const activeCategory = new URLSearchParams(location.search).get('category');

  useEffect(() => {
    let active = true;
    Promise.all([getSidebarDivisions(), getNewsPromos()])
      .then(([loadedDivisions, loadedNews]) => {
        if (!active) return;
        setDivisions(loadedDivisions);
        setNews(loadedNews);
      })
      .catch((error: unknown) => console.error('Gagal memuat kategori', error));
    return () => {
      active = false;
    };
  }, []);

  return (
    <Drawer
      id="category-sidebar"
      variant={temporary ? 'temporary' : 'persistent'}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        width: open && !temporary ? SIDEBAR_WIDTH : 0,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box', top: HEADER_HEIGHT, height: `calc(100% - ${HEADER_HEIGHT}px)` },
      }}
    >
      <Box component="nav" aria-label="Kategori produk">
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700 }}>
          Kategori
        </Typography>
        {divisions.map((division, index) => (
          <Accordion key={division.name} defaultExpanded={index === 0} disableGutters elevation={0} square sx={{ '&:before': { display: 'none' } }}>
            <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 2 }}>
              <Typography sx={{ fontWeight: 600, fontSize: '0.95rem' }}>{division.name}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ p: 0 }}>
              <List dense disablePadding>
                {division.categories.map((category) => (
                  <ListItemButton
                    key={category.id}
                    component={RouterLink}
                    to={`/products?category=${category.id}`}
                    selected={activeCategory === String(category.id)}
                    onClick={temporary ? onClose : undefined}
                    sx={{ pl: 3 }}
                  >
                    <ListItemText primary={category.name} />
                    <Typography variant="caption" color="text.secondary" aria-label={`${category.count} produk`}>
                      {category.count}
                    </Typography>
                  </ListItemButton>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Divider />
      <NewsPanel items={news} />
    </Drawer>
  );
}
