// A product's page data is a shared endpoint: the shell starts the query with the route's code.
export { useCatalogProductQuery } from '@koperasi/shared-services';
