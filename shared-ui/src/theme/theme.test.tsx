import { render, screen } from '@testing-library/react';
import { Pagination, Rating, TablePagination, ThemeProvider } from '@mui/material';
import { theme } from './theme';

describe("the theme's MUI texts", () => {
  it('names the table pager in Indonesian', () => {
    render(
      <ThemeProvider theme={theme}>
        <TablePagination
          component="div"
          count={45}
          page={1}
          rowsPerPage={10}
          onPageChange={() => undefined}
          showFirstButton
          showLastButton
        />
      </ThemeProvider>,
    );
    expect(screen.getByText('Baris per halaman:')).toBeInTheDocument();
    expect(screen.getByText('11–20 dari 45')).toBeInTheDocument();
    for (const name of ['Halaman pertama', 'Halaman sebelumnya', 'Halaman berikutnya', 'Halaman terakhir'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByText(/Rows per page|Go to/)).not.toBeInTheDocument();
  });

  it('names the page pager and the rating in Indonesian', () => {
    render(
      <ThemeProvider theme={theme}>
        <Pagination count={5} page={2} />
        <Rating name="nilai" value={3} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Ke halaman 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kosong' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 Bintang' })).toBeChecked();
  });
});
