import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Gateway } from '../gateway';
import type { RouteHandler } from '../http/route-errors';
import type { BucketService } from './bucket-service';
import { callerOf, jsonBody, metaOf, optionalEnum, optionalInteger, optionalString } from './route-helpers';

type BucketParams = { bucketId: string };

/** /storage/v1/bucket: list, get, create, update, empty, delete (storage-js's StorageBucketApi) */
export function bucketRoutes(
  app: FastifyInstance,
  deps: { gateway: Gateway; buckets: BucketService; handle: (handler: RouteHandler) => RouteHandler },
): void {
  const { gateway, buckets, handle } = deps;
  const idOf = (request: FastifyRequest) => (request.params as BucketParams).bucketId;

  app.get(
    '/bucket',
    handle(async (request) => {
      const query = request.query as Record<string, unknown>;
      return buckets.list(callerOf(gateway, request), metaOf(request), {
        limit: optionalInteger(query.limit, 'querystring/limit', 1),
        offset: optionalInteger(query.offset, 'querystring/offset', 0),
        sortColumn: optionalEnum(query.sortColumn, 'querystring/sortColumn', [
          'id',
          'name',
          'created_at',
          'updated_at',
        ]),
        sortOrder: optionalEnum(query.sortOrder, 'querystring/sortOrder', ['asc', 'desc']),
        search: optionalString(query.search, 'querystring/search'),
      });
    }),
  );

  app.get(
    '/bucket/:bucketId',
    handle(async (request) => buckets.get(callerOf(gateway, request), metaOf(request), idOf(request))),
  );

  app.post(
    '/bucket',
    handle(async (request) => buckets.create(callerOf(gateway, request), metaOf(request), jsonBody(request))),
  );

  app.put(
    '/bucket/:bucketId',
    handle(async (request) =>
      buckets.update(callerOf(gateway, request), metaOf(request), idOf(request), jsonBody(request)),
    ),
  );

  app.post(
    '/bucket/:bucketId/empty',
    handle(async (request) => buckets.empty(callerOf(gateway, request), idOf(request))),
  );

  app.delete(
    '/bucket/:bucketId',
    handle(async (request) => buckets.remove(callerOf(gateway, request), metaOf(request), idOf(request))),
  );
}
