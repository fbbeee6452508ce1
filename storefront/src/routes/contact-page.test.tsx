import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import ContactPage from './contact-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  sendContactMessage: jest.fn(),
}));

const mocked = services as jest.Mocked<typeof services>;
const { ContactError } = jest.requireActual<typeof services>('@koperasi/shared-services');

async function fillAndSend() {
  const user = userEvent.setup();
  renderWithProviders(<ContactPage />);
  await user.type(screen.getByLabelText('Nama'), 'Rina Wulandari');
  await user.type(screen.getByLabelText('Email'), 'rina@contoh.id');
  await user.type(screen.getByLabelText('Pesan'), 'Apakah benih nila bisa dikirim ke Bogor?');
  await user.click(screen.getByRole('button', { name: 'Kirim Pesan' }));
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ContactPage', () => {
  it("says 'Pesan Anda telah terkirim' once the message is saved, and empties the form", async () => {
    mocked.sendContactMessage.mockResolvedValue(undefined);
    await fillAndSend();
    expect(await screen.findByText('Pesan Anda telah terkirim')).toBeInTheDocument();
    expect(mocked.sendContactMessage).toHaveBeenCalledWith({
      name: 'Rina Wulandari',
      email: 'rina@contoh.id',
      message: 'Apakah benih nila bisa dikirim ke Bogor?',
    });
    await waitFor(() => expect(screen.getByLabelText('Pesan')).toHaveValue(''));
  });

  it('says why a message was refused (too many from one address) and keeps what was typed', async () => {
    mocked.sendContactMessage.mockRejectedValue(
      new ContactError('Error creating contact message', {
        code: 'PT429',
        message: 'Terlalu banyak pesan dari alamat email ini. Silakan coba lagi dalam satu jam.',
      }),
    );
    await fillAndSend();
    expect(
      await screen.findByText(
        'Gagal mengirim pesan. Terlalu banyak pesan dari alamat email ini. Silakan coba lagi dalam satu jam.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pesan Anda telah terkirim')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pesan')).toHaveValue('Apakah benih nila bisa dikirim ke Bogor?');
  });
});
