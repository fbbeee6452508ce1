import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import type * as MfRuntimeMock from '../../../tools/test-utils/mf-runtime-mock';
import { RemoteRoute, resetRemoteComponents } from './remote-route';

// jest maps the runtime to this mock, which adds these controls.
const mf = jest.requireActual<typeof MfRuntimeMock>('@module-federation/enhanced/runtime');

/** A route module that arrives when the test says so. */
function deferredModule(id: string) {
  let arrive: (mod: unknown) => void = () => undefined;
  mf.__setRemoteModule(id, new Promise((resolve) => (arrive = resolve)));
  return (text: string) => arrive({ default: () => <p>{text}</p> });
}

/** Lets the module's promise and React's resulting update run. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

beforeEach(() => {
  mf.__reset();
  resetRemoteComponents();
});

describe('RemoteRoute', () => {
  // (that it is drawn without Suspense's 300 ms hold is measured by bench:web, not here: React skips the hold
  // inside act, as Testing Library renders)
  it('shows the page loader, then the page when its module arrives', async () => {
    const arrive = deferredModule('storefront/UjiPage');
    renderWithProviders(<RemoteRoute id="storefront/UjiPage" />);
    expect(screen.getByRole('status', { name: 'Memuat halaman' })).toBeInTheDocument();
    arrive('Halaman uji');
    await settle();
    expect(screen.getByText('Halaman uji')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Memuat halaman' })).not.toBeInTheDocument();
    expect(screen.getByText('Halaman uji').closest('[data-remote]')).toHaveAttribute(
      'data-remote',
      'storefront',
    );
  });

  it('draws a module loaded before at once, and sends a failed load to the error page', async () => {
    const arrive = deferredModule('storefront/UjiPage');
    arrive('Halaman uji');
    const first = renderWithProviders(<RemoteRoute id="storefront/UjiPage" />);
    expect(await screen.findByText('Halaman uji')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<RemoteRoute id="storefront/UjiPage" />);
    // no loader frame: the kept component renders in the first pass
    expect(screen.getByText('Halaman uji')).toBeInTheDocument();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mf.__setOffline('backoffice');
    renderWithProviders(<RemoteRoute id="backoffice/DashboardPage" />);
    expect(await screen.findByRole('heading', { name: /terjadi kesalahan/i })).toBeInTheDocument();
  });

  it('keeps the page, and what was typed in it, when only the search parameters change; a new path is a new page', async () => {
    function Typed() {
      const [text, setText] = useState('');
      return <input aria-label="Cari" value={text} onChange={(event) => setText(event.target.value)} />;
    }
    mf.__setRemoteModule('backoffice/UjiPage', { default: Typed });
    const { router } = renderWithProviders(<RemoteRoute id="backoffice/UjiPage" />, { path: '/admin/uji' });
    await settle();
    fireEvent.change(screen.getByRole('textbox', { name: 'Cari' }), { target: { value: 'Beras' } });

    // a filter tab writes ?status= with replace: the same page, drawn again
    await act(() => router.navigate('/admin/uji?status=dilaporkan', { replace: true }));
    expect(screen.getByRole('textbox', { name: 'Cari' })).toHaveValue('Beras');
    await act(() => router.navigate('/admin/uji?status=dilaporkan&halaman=2'));
    expect(screen.getByRole('textbox', { name: 'Cari' })).toHaveValue('Beras');

    await act(() => router.navigate('/admin/lain'));
    expect(screen.getByRole('textbox', { name: 'Cari' })).toHaveValue('');
  });

  it('clears an error at the next navigation, also to the same path', async () => {
    let fail = true;
    function Fragile() {
      if (fail) throw new Error('rusak');
      return <p>Halaman pulih</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mf.__setRemoteModule('backoffice/UjiPage', { default: Fragile });
    const { router } = renderWithProviders(<RemoteRoute id="backoffice/UjiPage" />, { path: '/admin/uji' });
    expect(await screen.findByRole('heading', { name: /terjadi kesalahan/i })).toBeInTheDocument();
    fail = false;
    await act(() => router.navigate('/admin/uji?status=semua'));
    expect(screen.getByText('Halaman pulih')).toBeInTheDocument();
  });
});
