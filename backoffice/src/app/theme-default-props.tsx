import type { ComponentProps, ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { Theme } from '@mui/material';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';

/**
 * Gives this remote's own copy of MUI the theme's default props: the Indonesian texts of pagers, ratings
 * and the like. The theme reaches every app through Emotion's shared context, but MUI reads default props
 * from a context of the copy that the shell's ThemeProvider filled, not this one.
 */
export function ThemeDefaultProps({ children }: { children: ReactNode }) {
  const { components = {} } = useTheme() as Partial<Theme>;
  // MUI's own ThemeProvider passes theme.components ({ MuiX: { defaultProps } }), which this provider reads
  // alongside the plain props its type names
  const value = components as ComponentProps<typeof DefaultPropsProvider>['value'];
  return <DefaultPropsProvider value={value}>{children}</DefaultPropsProvider>;
}
