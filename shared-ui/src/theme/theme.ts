import { createTheme, type Components, type Theme } from '@mui/material';
import { idID } from '@mui/material/locale';

/** The keyboard focus ring's outer colour (the text colour: 14:1 on the page background). */
const FOCUS_RING = '#1f2937';

type PageItem = 'first' | 'last' | 'next' | 'previous';
const PAGE_ITEM_LABELS: Record<PageItem, string> = {
  first: 'Halaman pertama',
  last: 'Halaman terakhir',
  next: 'Halaman berikutnya',
  previous: 'Halaman sebelumnya',
};

/**
 * MUI's texts in Indonesian: its own idID locale, completed where idID still says English (the pagers'
 * button names, the rating's empty label, the breadcrumbs' expand button, a chip's delete action).
 */
export const INDONESIAN_COMPONENT_TEXTS = {
  ...idID.components,
  MuiTablePagination: {
    defaultProps: {
      ...idID.components?.MuiTablePagination?.defaultProps,
      labelRowsPerPage: 'Baris per halaman:',
      labelDisplayedRows: ({ from, to, count }) =>
        `${from}–${to} dari ${count !== -1 ? count : `lebih dari ${to}`}`,
      getItemAriaLabel: (type) => PAGE_ITEM_LABELS[type],
    },
  },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Navigasi halaman',
      getItemAriaLabel: (type, page, selected) =>
        type === 'page'
          ? `${selected ? 'Halaman' : 'Ke halaman'} ${page}`
          : type === 'start-ellipsis' || type === 'end-ellipsis'
            ? 'Halaman lainnya'
            : PAGE_ITEM_LABELS[type],
    },
  },
  MuiRating: {
    defaultProps: {
      ...idID.components?.MuiRating?.defaultProps,
      emptyLabelText: 'Kosong',
    },
  },
  MuiBreadcrumbs: { defaultProps: { expandText: 'Tampilkan jalur' } },
} satisfies Components<Theme>;

/** The cooperative's look: sea green (perikanan), leaf green (pertanian), warm accents. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f766e', dark: '#0b5d57', light: '#14b8a6', contrastText: '#ffffff' },
    secondary: { main: '#f59e0b', contrastText: '#1f2937' },
    // MUI's default orange and blue carry white text at 3.1:1 and 3.9:1: darker shades of the same hues
    // reach 4.5:1 (WCAG 1.4.3) as chip backgrounds and as text on the page
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0271ad', contrastText: '#ffffff' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
    text: { primary: '#1f2937', secondary: '#4b5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  // Looks are set with styleOverrides, never defaultProps: each app bundles its own tree-shaken MUI
  // components, and only the theme (through Emotion's shared context) reaches all of them. The one
  // exception is the texts above: a remote passes them to its own copy of MUI (ThemeDefaultProps).
  components: {
    ...INDONESIAN_COMPONENT_TEXTS,
    MuiButton: {
      styleOverrides: {
        root: {
          boxShadow: 'none',
          '&:hover, &:active': { boxShadow: 'none' },
          // keyboard focus: a white ring inside a dark one, visible on the page, on a filled button's own
          // colour and on the green header alike (a filled button has no ripple-free focus sign of its own)
          '&.Mui-focusVisible': {
            outline: `2px solid ${FOCUS_RING}`,
            outlineOffset: 2,
            boxShadow: '0 0 0 2px #ffffff',
          },
        },
      },
    },
    MuiTablePagination: {
      ...INDONESIAN_COMPONENT_TEXTS.MuiTablePagination,
      // on a phone the page buttons go to a second row instead of past the card's edge
      styleOverrides: {
        toolbar: { flexWrap: 'wrap', justifyContent: 'flex-end' },
        spacer: { flexBasis: 0 },
      },
    },
    MuiCard: {
      styleOverrides: {
        root: ({ theme }) => ({ boxShadow: 'none', border: `1px solid ${theme.palette.divider}` }),
      },
    },
  },
});

/** Height of the fixed header, used to offset the sidebar and main area. */
export const HEADER_HEIGHT = 64;
export const SIDEBAR_WIDTH = 272;
