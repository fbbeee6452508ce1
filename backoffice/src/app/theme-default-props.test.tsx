import { render, screen } from '@testing-library/react';
import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { TablePagination } from '@mui/material';
import { theme } from '@koperasi/shared-ui';
import { ThemeDefaultProps } from './theme-default-props';

function Pager() {
  return (
    <TablePagination component="div" count={30} page={0} rowsPerPage={10} onPageChange={() => undefined} />
  );
}

describe('ThemeDefaultProps', () => {
  // In the browser the shell's ThemeProvider fills only its own copy of MUI's default-props context; a
  // remote sees the theme through Emotion's shared context alone, as here.
  it("gives this app's MUI the theme's Indonesian texts from Emotion's theme", () => {
    render(
      <EmotionThemeProvider theme={theme}>
        <Pager />
        <ThemeDefaultProps>
          <Pager />
        </ThemeDefaultProps>
      </EmotionThemeProvider>,
    );
    // without it: MUI's English defaults
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
    // with it: the theme's texts
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeInTheDocument();
    expect(screen.getByText('Baris per halaman:')).toBeInTheDocument();
  });
});
