import { sharedLoad } from './shared-load';

describe('sharedLoad', () => {
  it('asks once for every caller until invalidated', async () => {
    const load = jest.fn().mockResolvedValue(1);
    const shared = sharedLoad(load);
    await expect(Promise.all([shared(), shared()])).resolves.toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    shared.invalidate();
    await shared();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(2);
    const shared = sharedLoad(load);
    await expect(shared()).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
