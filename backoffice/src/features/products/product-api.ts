import {
  api,
  createProduct,
  deleteProduct,
  fromService,
  getProduct,
  getProducts,
  getSellerProducts,
  updateProduct,
  type ProductDetail,
  type ProductInput,
  type UploadImagesOptions,
} from '@koperasi/shared-services';

export interface CreateProductArg {
  input: ProductInput;
  files: File[];
  options?: UploadImagesOptions;
}
export interface UpdateProductArg extends CreateProductArg {
  id: number;
  keptImages: string[];
}

/** A product write changes the catalogue and the sidebar's counts as well. */
const CHANGED = ['Product', 'Division'] as const;

const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the back office's product table: one seller's products, or every product without `sellerId` */
    backofficeProducts: build.query<ProductDetail[], { sellerId?: string }>({
      queryFn: fromService(({ sellerId }: { sellerId?: string }) =>
        sellerId === undefined ? getProducts() : getSellerProducts(sellerId),
      ),
      providesTags: ['Product'],
    }),
    backofficeProduct: build.query<ProductDetail, number>({
      queryFn: fromService((id: number) => getProduct(id)),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    createProduct: build.mutation<number, CreateProductArg>({
      queryFn: fromService(({ input, files, options }: CreateProductArg) =>
        createProduct(input, files, options),
      ),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
    updateProduct: build.mutation<null, UpdateProductArg>({
      queryFn: fromService(async ({ id, input, files, keptImages, options }: UpdateProductArg) => {
        await updateProduct(id, input, files, keptImages, options);
        return null;
      }),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
    deleteProduct: build.mutation<null, number>({
      queryFn: fromService(async (id: number) => {
        await deleteProduct(id);
        return null;
      }),
      // the row leaves the tables at once; the invalidation then reads them again
      async onQueryStarted(id, lifecycle) {
        if (
          !(await lifecycle.queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        const cached = productApi.util.selectCachedArgsForQuery(lifecycle.getState(), 'backofficeProducts');
        for (const arg of cached) {
          lifecycle.dispatch(
            productApi.util.updateQueryData('backofficeProducts', arg, (products) =>
              products.filter((product) => product.id !== id),
            ),
          );
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
  }),
});

/** the admin's product table read, started ahead of the screen (ResourceRoute's `prefetch`) */
export const prefetchBackofficeProducts = () => productApi.util.prefetch('backofficeProducts', {}, {});

export const {
  useBackofficeProductsQuery,
  useBackofficeProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productApi;
