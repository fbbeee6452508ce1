import {
  api,
  createArticle,
  deleteArticle,
  fromService,
  getArticle,
  getArticles,
  updateArticle,
  type Article,
  type ArticleInput,
  type UploadProgressHandler,
} from '@koperasi/shared-services';

export interface CreateArticleArg {
  input: ArticleInput;
  image: File | null;
  onProgress?: UploadProgressHandler;
}
export interface UpdateArticleArg extends CreateArticleArg {
  id: number;
}

const articleApi = api.injectEndpoints({
  endpoints: (build) => ({
    articles: build.query<Article[], void>({
      queryFn: fromService(() => getArticles()),
      providesTags: ['Article'],
    }),
    article: build.query<Article, number>({
      queryFn: fromService((id: number) => getArticle(id)),
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    createArticle: build.mutation<number, CreateArticleArg>({
      queryFn: fromService(({ input, image, onProgress }: CreateArticleArg) =>
        createArticle(input, image, onProgress),
      ),
      invalidatesTags: (_result, error) => (error ? [] : ['Article']),
    }),
    updateArticle: build.mutation<null, UpdateArticleArg>({
      queryFn: fromService(async ({ id, input, image, onProgress }: UpdateArticleArg) => {
        await updateArticle(id, input, image, onProgress);
        return null;
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Article']),
    }),
    deleteArticle: build.mutation<null, number>({
      queryFn: fromService(async (id: number) => {
        await deleteArticle(id);
        return null;
      }),
      // the row leaves the table at once; the invalidation then reads it again
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        dispatch(
          articleApi.util.updateQueryData('articles', undefined, (articles) =>
            articles.filter((article) => article.id !== id),
          ),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Article']),
    }),
  }),
});

/** the article list's read, started ahead of the screen (ResourceRoute's `prefetch`) */
export const prefetchArticles = () => articleApi.util.prefetch('articles', undefined, {});

export const {
  useArticlesQuery,
  useArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
} = articleApi;
