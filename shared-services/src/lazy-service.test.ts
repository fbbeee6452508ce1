import { lazyService } from './lazy-service';

describe('lazyService', () => {
  const module = {
    add: async (a: number, b: number) => a + b,
    fail: async (): Promise<never> => {
      throw new Error('Gagal memuat');
    },
  };

  it('loads the module only when the function is called, then passes the arguments and the result', async () => {
    const load = jest.fn(async () => module);
    const add = lazyService(load, 'add');
    expect(load).not.toHaveBeenCalled();
    await expect(add(2, 3)).resolves.toBe(5);
    await expect(add(4, 5)).resolves.toBe(9);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("rejects with the service's own error, and with the load's error when the module cannot load", async () => {
    await expect(lazyService(async () => module, 'fail')()).rejects.toThrow('Gagal memuat');
    const offline = lazyService(
      async (): Promise<typeof module> => Promise.reject(new Error('chunk')),
      'add',
    );
    await expect(offline(1, 2)).rejects.toThrow('chunk');
  });
});
