import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from '@koperasi/shared-ui';

/** Route-level errors: a response error shows its status, status text and data; anything else the generic page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : JSON.stringify(error.data);
    return <ErrorPage title={`${error.status} ${error.statusText}`.trim()} message={data} />;
  }
  console.error('Route error', error);
  return <ErrorPage />;
}
