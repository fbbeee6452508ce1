import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { signedIn } from '../test-utils/fixtures';
import { RequireRole } from './require-role';

function renderGuarded(roles: Parameters<typeof RequireRole>[0]['roles']) {
  return renderWithProviders(null, {
    preloadedState: signedIn(null),
    path: '/halaman',
    routes: [
      {
        path: '/halaman',
        element: (
          <RequireRole roles={roles}>
            <h1>Halaman</h1>
          </RequireRole>
        ),
      },
      { path: '/auth/login', element: <h1>Masuk</h1> },
    ],
  });
}

describe('RequireRole', () => {
  it('lets everyone in, visitors too, when the route names no roles', () => {
    renderGuarded(undefined);
    expect(screen.getByRole('heading', { name: 'Halaman' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in when the route names roles', async () => {
    const { router } = renderGuarded(['admin']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
