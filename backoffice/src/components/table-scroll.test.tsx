import { act, fireEvent, render, screen } from '@testing-library/react';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { TableScroll } from './table-scroll';

/** jsdom lays nothing out: the box's sizes are set by hand, and the observer is called as a browser would. */
let observed: (() => void)[] = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    observed = observed.filter((callback) => callback !== this.callback);
  }
}

beforeEach(() => {
  observed = [];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
});
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function renderTable() {
  render(
    <TableScroll label="Daftar pesanan">
      <Table aria-label="Pesanan">
        <TableBody>
          <TableRow>
            <TableCell>KOP-20261207-0001</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableScroll>,
  );
  return screen.getByRole('table').parentElement!;
}

/** Gives the box its sizes and tells the component, as a resize or a scroll would. */
function layOut(
  box: HTMLElement,
  { client, scroll, left = 0 }: { client: number; scroll: number; left?: number },
) {
  Object.defineProperty(box, 'clientWidth', { value: client, configurable: true });
  Object.defineProperty(box, 'scrollWidth', { value: scroll, configurable: true });
  Object.defineProperty(box, 'scrollLeft', { value: left, configurable: true, writable: true });
  act(() => observed.forEach((callback) => callback()));
}

it('says nothing of scrolling while the table fits its box', () => {
  const box = renderTable();
  layOut(box, { client: 800, scroll: 800 });
  expect(screen.queryByTestId('table-scroll-hint')).not.toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('says the table scrolls sideways, and is a named region a keyboard reaches, once it is wider than its box', () => {
  const box = renderTable();
  layOut(box, { client: 320, scroll: 700 });
  expect(screen.getByTestId('table-scroll-hint')).toHaveTextContent(
    'Geser ke samping untuk melihat kolom lainnya',
  );
  const region = screen.getByRole('region', { name: 'Daftar pesanan' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toBe(box);
});

it('follows the scroll: the hint stays while columns are hidden on either side, and goes when it fits again', () => {
  const box = renderTable();
  layOut(box, { client: 320, scroll: 700 });
  // scrolled to the far right: columns hidden to the left only
  Object.defineProperty(box, 'scrollLeft', { value: 380, configurable: true });
  fireEvent.scroll(box);
  expect(screen.getByTestId('table-scroll-hint')).toBeInTheDocument();
  // the window grew: it fits
  layOut(box, { client: 900, scroll: 900 });
  expect(screen.queryByTestId('table-scroll-hint')).not.toBeInTheDocument();
});
