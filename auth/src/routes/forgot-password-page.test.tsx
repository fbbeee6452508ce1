import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestPasswordReset } from '@koperasi/shared-services';
import { deferred, descriptionOf, renderPage } from '../test-utils/render-page';
import ForgotPasswordPage from './forgot-password-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  requestPasswordReset: jest.fn(),
}));
const request = requestPasswordReset as jest.Mock;

const emailField = () => screen.getByLabelText(/^Email/);
const submit = () => screen.getByRole('button', { name: 'Kirim Link Reset' });
const renderForgot = () => renderPage('/auth/forgot-password', <ForgotPasswordPage />);

// no pause between keystrokes: these forms are long and CPU time on CI is shared
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

describe('ForgotPasswordPage', () => {
  it('has the email field, the send button and the way back to sign in', () => {
    renderForgot();
    expect(screen.getByRole('heading', { name: 'Lupa Password' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman masuk' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it.each(['', 'dewi', 'dewi@'])('shows Email tidak valid for %p and focuses the field', async (value) => {
    renderForgot();
    if (value) await user.type(emailField(), value);
    await user.click(submit());
    expect(await screen.findByText('Email tidak valid')).toBeInTheDocument();
    expect(descriptionOf(emailField())).toBe('Email tidak valid');
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(request).not.toHaveBeenCalled();
  });

  it("sends the link, reading 'Mengirim...' meanwhile, then tells where to look", async () => {
    const call = deferred();
    request.mockReturnValue(call.promise);
    renderForgot();
    await user.type(emailField(), 'dewi@koperasi.test{Enter}');
    expect(await screen.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    expect(request).toHaveBeenCalledWith('dewi@koperasi.test');
    await act(async () => call.resolve());
    expect(await screen.findByRole('status')).toHaveTextContent('Periksa kotak masuk dewi@koperasi.test');
    expect(submit()).toBeEnabled();
  });

  it('stays as it was when sending fails (the service shows the toast)', async () => {
    request.mockRejectedValue(new Error('rate limit'));
    renderForgot();
    await user.type(emailField(), 'dewi@koperasi.test');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
