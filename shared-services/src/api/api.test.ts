import { getSidebarDivisions } from '../features/catalog/catalog-service';
import type { SidebarDivision } from '../features/catalog/types';
import { makeStore } from '../store/store';
import { api } from './api';
import { fromService, toServiceError } from './service-error';

jest.mock('../features/catalog/catalog-service', () => ({ getSidebarDivisions: jest.fn() }));
const load = jest.mocked(getSidebarDivisions);

const DIVISIONS: SidebarDivision[] = [
  { name: 'Perikanan', categories: [{ id: 1, name: 'Ikan Segar', count: 4 }] },
];

/** A tag-invalidating write, as the remotes inject them. */
const writes = api.injectEndpoints({
  endpoints: (build) => ({
    testCategoryWrite: build.mutation<null, void>({
      queryFn: () => ({ data: null }),
      invalidatesTags: ['Division'],
    }),
  }),
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the shared API', () => {
  it('asks once for two subscribers', async () => {
    load.mockResolvedValue(DIVISIONS);
    const store = makeStore();
    const first = store.dispatch(api.endpoints.sidebarDivisions.initiate());
    const second = store.dispatch(api.endpoints.sidebarDivisions.initiate());
    await expect(first.unwrap()).resolves.toEqual(DIVISIONS);
    await expect(second.unwrap()).resolves.toEqual(DIVISIONS);
    expect(load).toHaveBeenCalledTimes(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('loads again after a write invalidates what it provided', async () => {
    load.mockResolvedValueOnce(DIVISIONS).mockResolvedValueOnce([]);
    const store = makeStore();
    const subscription = store.dispatch(api.endpoints.sidebarDivisions.initiate());
    await subscription.unwrap();
    await store.dispatch(writes.endpoints.testCategoryWrite.initiate()).unwrap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(store.dispatch(api.endpoints.sidebarDivisions.initiate()).unwrap()).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(api.endpoints.sidebarDivisions.select()(store.getState()).data).toEqual([]);
    subscription.unsubscribe();
  });

  it('keeps no failure: the next request asks again', async () => {
    load.mockRejectedValueOnce(new Error('Error getting categories: offline')).mockResolvedValue(DIVISIONS);
    const store = makeStore();
    const subscription = store.dispatch(api.endpoints.sidebarDivisions.initiate());
    await expect(subscription.unwrap()).rejects.toEqual({
      name: 'Error',
      message: 'Error getting categories: offline',
    });
    expect(api.endpoints.sidebarDivisions.select()(store.getState()).isError).toBe(true);
    await expect(subscription.refetch().unwrap()).resolves.toEqual(DIVISIONS);
    expect(load).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
  });

  it('keeps a separate cache per store', async () => {
    load.mockResolvedValue(DIVISIONS);
    await makeStore().dispatch(api.endpoints.sidebarDivisions.initiate()).unwrap();
    await makeStore().dispatch(api.endpoints.sidebarDivisions.initiate()).unwrap();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('fromService', () => {
  it("gives the service's value as data and a thrown error as plain data", async () => {
    await expect(fromService((n: number) => Promise.resolve(n * 2))(2)).resolves.toEqual({ data: 4 });
    const failure = Object.assign(new Error('Error cancelling order: no'), {
      name: 'OrderError',
      code: 'KP003',
      userMessage: 'Pesanan tidak dapat dibatalkan',
    });
    await expect(fromService(() => Promise.reject(failure))(undefined)).resolves.toEqual({
      error: {
        name: 'OrderError',
        message: 'Error cancelling order: no',
        code: 'KP003',
        userMessage: 'Pesanan tidak dapat dibatalkan',
      },
    });
    expect(toServiceError('offline')).toEqual({ name: 'Error', message: 'offline' });
  });
});
