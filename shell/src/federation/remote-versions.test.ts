import { markRemoteVersions, remoteVersions, reportShellError } from './remote-versions';

const CONFIG = {
  remotes: {
    storefront: 'http://localhost:3001/1.4.0/mf-manifest.json',
    auth: 'http://localhost:3002/1.0.0/mf-manifest.json',
  },
};

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

describe('remote versions', () => {
  it("are named on the root element from the config where the server has not, and the server's are kept", () => {
    markRemoteVersions(CONFIG);
    expect(remoteVersions()).toBe('storefront@1.4.0 auth@1.0.0');
    document.body.innerHTML = '<div id="root" data-remote-versions="storefront@1.0.0 auth@1.0.0"></div>';
    markRemoteVersions(CONFIG);
    expect(remoteVersions()).toBe('storefront@1.0.0 auth@1.0.0');
  });

  it('go with every error the shell reports', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('down');
    reportShellError('Remote module storefront/HomePage is unavailable', cause);
    markRemoteVersions(CONFIG);
    reportShellError('Route failed', cause);
    expect(error.mock.calls).toEqual([
      ['Remote module storefront/HomePage is unavailable [remotes: unknown]', cause],
      ['Route failed [remotes: storefront@1.4.0 auth@1.0.0]', cause],
    ]);
  });
});
