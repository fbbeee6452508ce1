import {
  api,
  createCategory,
  deleteCategory,
  fromService,
  updateCategory,
  type CategoryInput,
} from '@koperasi/shared-services';

/** A category's name and division show on products and in the sidebar's counts: those load again too. */
const CHANGED = ['Category', 'Division', 'Product'] as const;

const categoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    createCategory: build.mutation<number, CategoryInput>({
      queryFn: fromService((input: CategoryInput) => createCategory(input)),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
    updateCategory: build.mutation<null, { id: number; input: CategoryInput }>({
      queryFn: fromService(async ({ id, input }: { id: number; input: CategoryInput }) => {
        await updateCategory(id, input);
        return null;
      }),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
    deleteCategory: build.mutation<null, number>({
      queryFn: fromService(async (id: number) => {
        await deleteCategory(id);
        return null;
      }),
      invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
    }),
  }),
});

export const { useCreateCategoryMutation, useUpdateCategoryMutation, useDeleteCategoryMutation } =
  categoryApi;
