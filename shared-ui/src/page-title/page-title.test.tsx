import { render } from '@testing-library/react';
import { pageTitle, usePageTitle } from './page-title';

function Page({ title }: { title: string | null | undefined }) {
  usePageTitle(title);
  return null;
}

describe('page titles', () => {
  it("puts the page before the site's name, or the name alone", () => {
    expect(pageTitle('Keranjang')).toBe('Keranjang · Koperasi Marketplace');
    expect(pageTitle('  ')).toBe('Koperasi Marketplace');
    expect(pageTitle(null)).toBe('Koperasi Marketplace');
  });

  it('sets the document title for the page on screen and follows it', () => {
    document.title = 'awal';
    const { rerender } = render(<Page title={undefined} />);
    // still loading what names the page: the title stays
    expect(document.title).toBe('awal');
    rerender(<Page title="Ikan Salmon Segar" />);
    expect(document.title).toBe('Ikan Salmon Segar · Koperasi Marketplace');
    rerender(<Page title={null} />);
    expect(document.title).toBe('Koperasi Marketplace');
  });
});
