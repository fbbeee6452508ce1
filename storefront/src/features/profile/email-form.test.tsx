import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { EmailForm, EMAIL_CHANGE_HALF_DONE } from './email-form';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  requestEmailChange: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

const CURRENT = 'pembeli@koperasi.test';

function renderForm() {
  return renderWithProviders(<EmailForm currentEmail={CURRENT} />);
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('EmailForm', () => {
  it('shows the current address and says both mailboxes must confirm', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Ubah Email' })).toBeInTheDocument();
    expect(screen.getByText(CURRENT)).toBeInTheDocument();
    expect(screen.getByText(/email berubah setelah kedua link dibuka/)).toBeInTheDocument();
  });

  it('refuses an invalid address and the current one', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Email Baru'), 'bukan-email');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Email' }));
    expect(await screen.findByText('Email tidak valid')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email Baru'));
    await userEvent.type(screen.getByLabelText('Email Baru'), 'PEMBELI@koperasi.test');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Email' }));
    expect(await screen.findByText('Email baru sama dengan email saat ini')).toBeInTheDocument();
    expect(mocked.requestEmailChange).not.toHaveBeenCalled();
  });

  it('asks for the change and tells to open the links in both mailboxes', async () => {
    mocked.requestEmailChange.mockResolvedValue(undefined);
    renderForm();
    await userEvent.type(screen.getByLabelText('Email Baru'), 'dewi.baru@koperasi.test');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Email' }));
    await waitFor(() => expect(mocked.requestEmailChange).toHaveBeenCalledWith('dewi.baru@koperasi.test'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Cek kotak masuk ${CURRENT} dan dewi.baru@koperasi.test`);
    expect(alert).toHaveTextContent('tetap memakai email lama');
    expect(screen.getByLabelText('Email Baru')).toHaveValue('');
  });

  it('keeps what was typed when the server refuses (the service shows the toast)', async () => {
    mocked.requestEmailChange.mockRejectedValue(new Error('email_exists'));
    renderForm();
    await userEvent.type(screen.getByLabelText('Email Baru'), 'penjual@koperasi.test');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Email' }));
    await waitFor(() => expect(mocked.requestEmailChange).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email Baru')).toHaveValue('penjual@koperasi.test');
  });

  it('after the first link, says to open the other one and clears the fragment', async () => {
    window.history.replaceState(
      null,
      '',
      '/profile?tab=pengaturan#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email',
    );
    renderForm();
    expect(await screen.findByText(EMAIL_CHANGE_HALF_DONE)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?tab=pengaturan');
  });
});
