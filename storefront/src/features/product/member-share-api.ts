import { api, fromService, getProductMemberShare, type ProductMemberShare } from '@koperasi/shared-services';

const memberShareApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the member's share of a product's price under the commission in force (null: unknown product) */
    productMemberShare: build.query<ProductMemberShare | null, number>({
      queryFn: fromService((productId: number) => getProductMemberShare(productId)),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useProductMemberShareQuery } = memberShareApi;
