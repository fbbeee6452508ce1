import { createTheme } from '@mui/material';

/** The cooperative's look: sea green (perikanan), leaf green (pertanian), warm accents. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f766e', dark: '#0b5d57', light: '#14b8a6', contrastText: '#ffffff' },
    secondary: { main: '#f59e0b', contrastText: '#1f2937' },
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
  // components, and only the theme (through Emotion's shared context) reaches all of them.
  components: {
    MuiButton: {
      styleOverrides: {
        root: { boxShadow: 'none', '&:hover, &:active, &.Mui-focusVisible': { boxShadow: 'none' } },
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
