import { screen, waitFor } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { MemberBadge } from './member-badge';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getMemberStatus: jest.fn(),
}));
const api = jest.mocked(services);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('MemberBadge', () => {
  it('shows a member "Anggota Koperasi" and since when', async () => {
    api.getMemberStatus.mockResolvedValue({ isMember: true, memberSince: '2026-01-01' });
    renderWithProviders(<MemberBadge profileId="p1" />);
    expect(await screen.findByText('Anggota Koperasi')).toBeInTheDocument();
    expect(screen.getByTestId('member-since')).toHaveTextContent('Anggota sejak 1 Januari 2026');
    expect(api.getMemberStatus).toHaveBeenCalledWith('p1');
  });

  it('shows nothing for someone who is not a member', async () => {
    api.getMemberStatus.mockResolvedValue({ isMember: false, memberSince: null });
    const { container, store } = renderWithProviders(<MemberBadge profileId="p2" />);
    // the answer is in (the query settled), and the badge draws nothing from it
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual([
        'fulfilled',
      ]),
    );
    expect(api.getMemberStatus).toHaveBeenCalledWith('p2');
    expect(screen.queryByText('Anggota Koperasi')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
