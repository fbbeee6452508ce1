import { screen } from '@testing-library/react';
import type { SiteSettings } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import { Footer } from './footer';

const SETTINGS: SiteSettings = {
  siteName: 'Koperasi Marketplace',
  logoUrl: '',
  description: 'Marketplace koperasi serba usaha.',
  email: 'info@koperasi-marketplace.id',
  phone: '+62 21 5550 1234',
  address: 'Jl. Koperasi No. 1, Jakarta Pusat',
  facebook: 'https://facebook.com/koperasimarketplace',
  instagram: '',
  bankTransferInstructions: '',
  paymentDeadlineSeconds: 86_400,
  autoReceiveSeconds: 604_800,
  maxUnpaidOrders: 3,
  updatedAt: '2026-11-21T00:00:00Z',
};

describe('Footer', () => {
  it('shows the contact details from the site settings and the 2024 copyright', async () => {
    sharedQueries.siteSettings.mockResolvedValue(SETTINGS);
    renderWithProviders(<Footer />);
    expect(await screen.findByText('Jl. Koperasi No. 1, Jakarta Pusat')).toBeInTheDocument();
    expect(screen.getByText('Telp: +62 21 5550 1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@koperasi-marketplace.id' })).toHaveAttribute(
      'href',
      'mailto:info@koperasi-marketplace.id',
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', SETTINGS.facebook);
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.getByText(/© 2024 Koperasi Marketplace/)).toBeInTheDocument();
  });

  it('keeps the links and copyright when the settings cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    sharedQueries.siteSettings.mockRejectedValue(new Error('Error getting site settings: offline'));
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('link', { name: 'Hubungi kami' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/© 2024 Koperasi Marketplace/)).toBeInTheDocument();
  });
});
