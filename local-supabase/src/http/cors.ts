import type { FastifyReply, FastifyRequest } from 'fastify';

const EXPOSED_HEADERS =
  'Content-Range, X-Supabase-Api-Version, X-Total-Count, Link, Location, Content-Location, x-sb-error-code, ETag, Content-Length, Content-Type, Content-Disposition, Last-Modified, Cache-Control';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';
const DEFAULT_ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, accept-profile, content-profile, prefer, range, x-upsert, x-supabase-api-version, x-retry-count, cache-control, x-metadata';

/** Kong's CORS plugin as configured by Supabase: set on every answer, errors included */
export function applyCorsHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const origin = request.headers.origin;
  reply.header('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
  }
  reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

export function answerPreflight(request: FastifyRequest, reply: FastifyReply): void {
  const requested = request.headers['access-control-request-headers'];
  reply
    .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
    .header('Access-Control-Allow-Headers', requested ?? DEFAULT_ALLOWED_HEADERS)
    .header('Access-Control-Max-Age', '3600')
    .header('Content-Length', '0')
    .code(200)
    .send();
}
