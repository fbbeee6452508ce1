import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarDivisionsQuery, paths } from '@koperasi/shared-services';
import { HEADER_HEIGHT, SIDEBAR_WIDTH, loadableComponent, whenIdle } from '@koperasi/shared-ui';
import { useNewsPromosQuery } from './news-api';
import { NewsPanel } from './news-panel';

// The phone's overlay drawer (MUI's Drawer brings Modal, focus trap and transitions) is not part of the first
// screen: its code and the sidebar's data load once the page is idle, or when the menu is first opened.
const SidebarDrawer = loadableComponent(() => import('./sidebar-drawer').then((module) => module.default));

/** Asks for the sidebar's divisions and news (into the cache), so the drawer opens with them. */
function SidebarData() {
  useSidebarDivisionsQuery();
  useNewsPromosQuery();
  return null;
}

/** Row heights of the loaded category list: division, four rows of the open one, two more divisions. */
const SKELETON_ROWS = [48, 40, 40, 40, 40, 48, 70];

export interface SidebarProps {
  open: boolean;
  /** temporary (overlay) drawer on small screens, persistent beside the content otherwise */
  temporary: boolean;
  onClose: () => void;
}

/**
 * The category sidebar: 'Kategori' with the three division accordions (the first open) listing their
 * categories with real product counts, and the 'Berita & Promosi' panel, both from the database.
 */
export function Sidebar({ open, temporary, onClose }: SidebarProps) {
  const [openedOnce, setOpenedOnce] = useState(open);
  const [idle, setIdle] = useState(false);
  if (open && !openedOnce) setOpenedOnce(true);
  useEffect(() => {
    if (!temporary || idle) return undefined;
    return whenIdle(() => {
      setIdle(true);
      SidebarDrawer.preload().catch(() => undefined); // opening the menu tries again
    });
  }, [temporary, idle]);
  if (temporary) {
    if (!openedOnce) return idle ? <SidebarData /> : null;
    return (
      <SidebarDrawer open={open} onClose={onClose}>
        <SidebarContent onPick={onClose} />
      </SidebarDrawer>
    );
  }
  return (
    <Box sx={{ width: open ? SIDEBAR_WIDTH : 0, flexShrink: 0 }}>
      <Paper
        id="category-sidebar"
        square
        elevation={0}
        sx={{
          display: open ? 'flex' : 'none',
          flexDirection: 'column',
          position: 'fixed',
          left: 0,
          top: HEADER_HEIGHT,
          height: `calc(100% - ${HEADER_HEIGHT}px)`,
          width: SIDEBAR_WIDTH,
          boxSizing: 'border-box',
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: 'drawer',
        }}
      >
        <SidebarContent />
      </Paper>
    </Box>
  );
}

/** The categories and the news panel; `onPick` closes the phone's drawer when a link is followed. */
function SidebarContent({ onPick }: { onPick?: () => void }): ReactNode {
  const divisionsQuery = useSidebarDivisionsQuery();
  const newsQuery = useNewsPromosQuery();
  const divisions = divisionsQuery.isError ? 'failed' : (divisionsQuery.data ?? null);
  const news = newsQuery.isError ? 'failed' : (newsQuery.data ?? null);
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const onProducts = location.pathname === paths.products();
  const activeCategory = onProducts ? search.get('category') : null;
  const activeDivision = onProducts && !activeCategory ? search.get('division') : null;
  const closeOnPick = onPick;

  return (
    <>
      <Box component="nav" aria-label="Kategori produk">
        <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700 }}>
          Kategori
        </Typography>
        {divisions === null && (
          <Box sx={{ px: 2 }} role="status" aria-busy="true" aria-label="Memuat kategori">
            {/* The shape of the loaded list (three divisions, the first open with its categories and its
                'Semua' link), so the news panel below does not move when it arrives. */}
            {SKELETON_ROWS.map((height, key) => (
              <Skeleton key={key} height={height} />
            ))}
          </Box>
        )}
        {divisions === 'failed' && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            Gagal memuat kategori
          </Typography>
        )}
        {Array.isArray(divisions) &&
          divisions.map((division, index) => (
            <DivisionGroup key={division.name} name={division.name} defaultExpanded={index === 0}>
              <List dense disablePadding>
                {/* each link in its own <li>: a <ul> holds list items only (screen readers count them) */}
                {division.categories.map((category) => (
                  <ListItem key={category.id} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={paths.products({ category: category.id })}
                      selected={activeCategory === String(category.id)}
                      aria-current={activeCategory === String(category.id) ? 'page' : undefined}
                      onClick={closeOnPick}
                      sx={{ pl: 3, minHeight: 40 }}
                    >
                      <ListItemText primary={category.name} />
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        aria-label={`${category.count} produk`}
                        data-testid="category-count"
                      >
                        {category.count}
                      </Typography>
                    </ListItemButton>
                  </ListItem>
                ))}
                <ListItem disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={paths.products({ division: division.name })}
                    selected={activeDivision === division.name}
                    onClick={closeOnPick}
                    sx={{ pl: 3, minHeight: 40 }}
                  >
                    <ListItemText
                      primary={`Semua ${division.name}`}
                      slotProps={{ primary: { color: 'primary.dark', fontWeight: 600 } }}
                    />
                  </ListItemButton>
                </ListItem>
              </List>
            </DivisionGroup>
          ))}
      </Box>
      <Divider />
      <NewsPanel items={news} onPick={closeOnPick} />
    </>
  );
}

/**
 * One division of 'Kategori': a heading button that shows or hides its categories (aria-expanded; once
 * drawn, the list stays in the page, hidden, as a collapsed accordion's does). MUI's Accordion would bring Collapse and
 * react-transition-group's Transition to every page for this one toggle.
 */
function DivisionGroup({
  name,
  defaultExpanded,
  children,
}: {
  name: string;
  defaultExpanded: boolean;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  // a list is drawn the first time it is opened (the page's first render draws only the open division's
  // links), then stays in the page, hidden when closed
  const [opened, setOpened] = useState(defaultExpanded);
  if (expanded && !opened) setOpened(true);
  const listId = useId();
  return (
    <Box>
      <Typography component="h3" sx={{ m: 0 }}>
        <ListItemButton
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          sx={{ px: 2, minHeight: 48 }}
        >
          <Typography component="span" sx={{ flexGrow: 1, fontWeight: 600, fontSize: '0.95rem' }}>
            {name}
          </Typography>
          <ExpandMore
            aria-hidden
            sx={(theme) => ({
              color: 'action.active',
              transform: expanded ? 'rotate(180deg)' : 'none',
              transition: theme.transitions.create('transform', {
                duration: theme.transitions.duration.shortest,
              }),
            })}
          />
        </ListItemButton>
      </Typography>
      <Box id={listId} hidden={!expanded}>
        {opened && children}
      </Box>
    </Box>
  );
}
