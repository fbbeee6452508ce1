// The home page's products are a shared endpoint: the shell starts the query with the route's code.
export { useFeaturedProductsQuery } from '@koperasi/shared-services';
