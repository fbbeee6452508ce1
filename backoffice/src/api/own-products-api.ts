import { api, countProducts, fromService } from '@koperasi/shared-services';

/** How many products a user sells: an admin who sells nothing gets no seller entries in the menu. */
const ownProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownProductCount: build.query<number, string>({
      queryFn: fromService((sellerId: string) => countProducts(sellerId)),
      providesTags: ['Product'],
    }),
  }),
});

export const { useOwnProductCountQuery } = ownProductsApi;
