import { PostgrestError, type ApiRole } from './contract';
import { viewNotUpdatable } from './view-writes';

/** PostgREST error constructors (codes and texts from PostgREST's Error.hs). */
export const errors = {
  parse(message: string, details: string | null = null): PostgrestError {
    return new PostgrestError(400, 'PGRST100', message, details);
  },
  invalidBody(message: string): PostgrestError {
    return new PostgrestError(400, 'PGRST102', message);
  },
  invalidSchema(exposed: readonly string[]): PostgrestError {
    return new PostgrestError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${exposed.join(', ')}`,
    );
  },
  invalidPath(): PostgrestError {
    return new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL');
  },
  methodNotAllowed(method: string, what: string): PostgrestError {
    return new PostgrestError(405, 'PGRST101', `Cannot use the ${method} method on ${what}`);
  },
  singular(rowCount: number): PostgrestError {
    return new PostgrestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rowCount} rows`,
    );
  },
  rangeNotSatisfiable(offset: number, total: number): PostgrestError {
    return new PostgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      {
        'Content-Range': `*/${total}`,
      },
    );
  },
  rangeLowerGreaterThanUpper(): PostgrestError {
    return new PostgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  },
  invalidPreferences(invalid: string[]): PostgrestError {
    return new PostgrestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  },
  maxAffectedExceeded(affected: number): PostgrestError {
    return new PostgrestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  },
  noRelationship(
    parent: string,
    child: string,
    hint: string | null = null,
    schema = 'public',
  ): PostgrestError {
    return new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${child}'${hint === null ? '' : ` using the hint '${hint}'`} in the schema '${schema}', but no matches were found.`,
    );
  },
  /** PGRST201: details lists each candidate as {cardinality, embedding, relationship} (PostgREST's compressedRel) */
  ambiguousRelationship(
    parent: string,
    child: string,
    details: Record<string, string>[],
    hints: string[],
  ): PostgrestError {
    return new PostgrestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      details,
      `Try changing '${child}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  },
  /**
   * PGRST202 worded as PostgREST words it: `argNames` are the given argument names (sorted), `jsonBody` is true for
   * a POST with a JSON body (which could also reach a single unnamed json/jsonb parameter).
   */
  unknownFunction(
    name: string,
    argNames: string[],
    jsonBody: boolean,
    hint: string | null,
    schema = 'public',
  ): PostgrestError {
    const sorted = [...argNames].sort();
    const func = `${schema}.${name}`;
    const params =
      sorted.length === 0
        ? ' without parameters'
        : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
    return new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function ${func}${sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`} in the schema cache`,
      `Searched for the function ${func}${params}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
      hint === null ? null : `Perhaps you meant to call the function ${schema}.${hint}`,
    );
  },
  /**
   * PGRST203: the candidates as `public.fn(a => integer, b => integer)`, fewest parameters first, then in
   * the order of their parameter lists
   */
  ambiguousFunction(
    candidates: Array<{ name: string; args: Array<{ name: string; type: string }> }>,
    schema = 'public',
  ): PostgrestError {
    const list = candidates
      .map((fn) => ({
        count: fn.args.length,
        params: fn.args.map((a) => `${a.name} => ${a.type}`).join(', '),
        name: fn.name,
      }))
      .sort((a, b) => a.count - b.count || (a.params < b.params ? -1 : a.params > b.params ? 1 : 0))
      .map((fn) => `${schema}.${fn.name}(${fn.params})`)
      .join(', ');
    return new PostgrestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${list}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  },
  unknownPayloadColumn(column: string, table: string): PostgrestError {
    return new PostgrestError(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    );
  },
  unknownTable(name: string, schema = 'public'): PostgrestError {
    return new PostgrestError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name}' in the schema cache`,
    );
  },
  unknownColumn(table: string, column: string): PostgrestError {
    return new PostgrestError(400, '42703', `column ${table}.${column} does not exist`);
  },
  notEmbedded(path: string): PostgrestError {
    return new PostgrestError(
      400,
      'PGRST108',
      `'${path}' is not an embedded resource in this request`,
      null,
      `Verify that '${path}' is included in the 'select' query parameter.`,
    );
  },
  relatedOrderNotToOne(origin: string, target: string): PostgrestError {
    return new PostgrestError(
      400,
      'PGRST118',
      `A related order on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    );
  },
  aggregatesNotAllowed(): PostgrestError {
    return new PostgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  },
  /** PGRST107: the Accept header names no media type this request can answer with */
  mediaTypeNotAvailable(types: string[]): PostgrestError {
    return new PostgrestError(
      406,
      'PGRST107',
      `None of these media types are available: ${types.join(', ')}`,
    );
  },
  spreadNotToOne(origin: string, target: string): PostgrestError {
    return new PostgrestError(
      400,
      'PGRST119',
      `A spread operation on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    );
  },
  missingWhere(command: 'UPDATE' | 'DELETE'): PostgrestError {
    return new PostgrestError(400, '21000', `${command} requires a WHERE clause`);
  },
};

interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/**
 * SQLSTATE → HTTP status, as PostgREST's mapSQLtoHTTP maps them, but for class 54 (program limit exceeded: an
 * array nested deeper than 6, too many columns or arguments), which PostgREST answers with 500: only a request
 * reaches those limits here, so it is the client's mistake (400).
 */
export function httpStatusForSqlState(code: string, role: ApiRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '22023') return 400;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53' || code === '57P01') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (code === '42P17') return 500;
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix))
    return 500;
  return 400;
}

export function toPostgrestError(err: unknown, role: ApiRole): PostgrestError {
  if (err instanceof PostgrestError) return err;
  const e = (err ?? {}) as DatabaseErrorLike;
  const message = typeof e.message === 'string' ? e.message : String(err);
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
    const notUpdatable = viewNotUpdatable(e.code, message);
    if (notUpdatable) {
      notUpdatable.details = typeof e.detail === 'string' ? e.detail : null;
      notUpdatable.hint = typeof e.hint === 'string' ? e.hint : null;
      return notUpdatable;
    }
    let status = httpStatusForSqlState(e.code, role);
    // PostgREST answers 401 for an unknown role (JWT role claim that does not exist)
    if (e.code === '22023' && /^role ".*" does not exist$/.test(message)) status = 401;
    return new PostgrestError(
      status,
      e.code,
      message,
      typeof e.detail === 'string' ? e.detail : null,
      typeof e.hint === 'string' ? e.hint : null,
    );
  }
  return new PostgrestError(500, 'PGRST000', message);
}
