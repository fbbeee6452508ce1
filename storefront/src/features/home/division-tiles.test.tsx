import { screen, within } from '@testing-library/react';
import { DIVISIONS } from '@koperasi/shared-services/economics';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { DivisionTiles } from './division-tiles';

describe('DivisionTiles', () => {
  it('names each division as the sidebar and the forms do, and leads to its products', () => {
    renderWithProviders(<DivisionTiles />);
    const region = screen.getByRole('region', { name: 'Divisi usaha' });
    expect(
      within(region)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([...DIVISIONS]);
    expect(within(region).getByRole('link', { name: /Teknologi Ramah Lingkungan/ })).toHaveAttribute(
      'href',
      '/products?division=Teknologi%20Ramah%20Lingkungan',
    );
    expect(screen.queryByText(/Eco-Technology/)).not.toBeInTheDocument();
  });
});
