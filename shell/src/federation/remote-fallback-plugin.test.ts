import { FALLBACK_MARK, remoteFallbackPlugin } from './remote-fallback-plugin';

function Fallback() {
  return null;
}

type Hook = (args: Record<string, unknown>) => Promise<unknown>;

function setup(loadRemote: (id: string) => Promise<unknown>) {
  const sleeps: number[] = [];
  const plugin = remoteFallbackPlugin({
    Fallback,
    retries: 2,
    retryDelayMs: 100,
    sleep: async (ms) => void sleeps.push(ms),
  });
  const hook: Hook = async (args) => plugin.errorLoadRemote!(args as never);
  const origin = {
    loadRemote: async (id: string) => {
      try {
        return await loadRemote(id);
      } catch (error) {
        return hook({ id, error, lifecycle: 'onLoad', origin });
      }
    },
  };
  return { hook, origin, sleeps };
}

describe('remoteFallbackPlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('retries with a doubling delay, then returns the error page module', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const { hook, origin, sleeps } = setup(load);
    const result = (await hook({
      id: 'storefront/HomePage',
      error: new Error('down'),
      lifecycle: 'onLoad',
      origin,
    })) as Record<string, unknown>;
    expect(load).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([100, 200]);
    expect(result.default).toBe(Fallback);
    expect(result[FALLBACK_MARK]).toBe(true);
  });

  it('returns the real module when a retry succeeds', async () => {
    const mod = { default: () => null };
    const load = jest.fn().mockResolvedValue(mod);
    const { hook, origin } = setup(load);
    await expect(
      hook({ id: 'auth/LoginPage', error: new Error('blip'), lifecycle: 'onLoad', origin }),
    ).resolves.toBe(mod);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts counting again for the next failure of the same module', async () => {
    const load = jest.fn().mockRejectedValue(new Error('down'));
    const { hook, origin } = setup(load);
    await hook({ id: 'x/Y', error: new Error('down'), lifecycle: 'onLoad', origin });
    await hook({ id: 'x/Y', error: new Error('down'), lifecycle: 'onLoad', origin });
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('leaves a failed manifest fetch to surface as onLoad', async () => {
    const { hook, origin } = setup(jest.fn());
    await expect(
      hook({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve', origin }),
    ).resolves.toBeUndefined();
  });
});
