import { render, screen } from '@testing-library/react';
import { UserAvatar } from './user-avatar';
import { storageSrcSet } from './storage-src-set';

const PHOTO = 'http://127.0.0.1:54321/storage/v1/object/public/avatars/u1/foto.png';

describe('UserAvatar', () => {
  it('shows a storage photo as a rendition about as wide as the avatar, the original as src', () => {
    render(<UserAvatar name="Dewi Lestari" photoURL={PHOTO} size={40} />);
    const img = screen.getByRole('img', { name: 'Dewi Lestari' });
    expect(img).toHaveAttribute('src', PHOTO);
    expect(img).toHaveAttribute('srcset', storageSrcSet(PHOTO));
    expect(img).toHaveAttribute('sizes', '40px');
  });

  it('draws the initials without a photo, with no srcset', () => {
    render(<UserAvatar name="Dewi Lestari" />);
    const img = screen.getByRole('img', { name: 'Dewi Lestari' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(img).not.toHaveAttribute('srcset');
  });
});
