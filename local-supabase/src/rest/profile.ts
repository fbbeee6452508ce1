import type { RestOptions, RestRequest, RestResponse } from './contract';
import { errors } from './errors';

/** [api] schemas, the first being the default; unset gives ["public"] */
export function exposedSchemas(options: RestOptions): string[] {
  return options.schemas && options.schemas.length > 0 ? options.schemas : ['public'];
}

/**
 * The request's schema as PostgREST picks it: Accept-Profile for GET/HEAD, Content-Profile for the other
 * methods, else the first exposed schema. A schema not in [api] schemas answers PGRST106.
 */
export function requestSchema(req: RestRequest, options: RestOptions): string {
  const schemas = exposedSchemas(options);
  const raw =
    req.method === 'GET' || req.method === 'HEAD'
      ? req.headers['accept-profile']
      : req.headers['content-profile'];
  const wanted = raw === undefined || raw.trim() === '' ? (schemas[0] ?? 'public') : raw.trim();
  if (!schemas.includes(wanted)) throw errors.invalidSchema(schemas);
  return wanted;
}

/** PostgREST names the schema in a Content-Profile response header when more than one schema is exposed. */
export function withProfileHeader(res: RestResponse, schema: string, options: RestOptions): RestResponse {
  if (exposedSchemas(options).length < 2) return res;
  return { ...res, headers: { ...res.headers, 'Content-Profile': schema } };
}

/** [api] extra_search_path: the schemas after the request's own on its search_path (Supabase: public, extensions) */
export function extraSearchPath(options: RestOptions): string[] {
  return options.extraSearchPath ?? ['public', 'extensions'];
}

/**
 * The request's search_path as PostgREST sets it: the chosen schema, then the extra search path. It goes
 * into the request's settings statement (db/request-settings.ts), with the role and claims, so it costs no
 * statement of its own and holds for every query of the request.
 */
export function searchPathFor(schema: string, options: RestOptions): string {
  const list = [schema, ...extraSearchPath(options).filter((s) => s !== schema)];
  return list.map((s) => `"${s.replace(/"/g, '""')}"`).join(', ');
}

/** The search_path of a REST request, or undefined when its profile is refused (the handler says why). */
export function requestSearchPath(req: RestRequest, options: RestOptions): string | undefined {
  try {
    return searchPathFor(requestSchema(req, options), options);
  } catch {
    return undefined;
  }
}
