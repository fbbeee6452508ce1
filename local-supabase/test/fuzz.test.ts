/**
 * Property-based fuzzing of /rest/v1, /auth/v1 and /storage/v1 with fast-check: generated methods, paths,
 * query strings, headers and bodies (odd and deeply nested JSON among them), sent as anon and as a
 * signed-in buyer. Properties: no answer is a 5xx, and no row that those callers may not change changes
 * (a checksum of the tables before and after).
 *
 * The number of cases is bounded (FUZZ_RUNS per API and caller, default 100), so the file takes seconds;
 * a failure prints fast-check's seed and the shrunk request, e.g. FUZZ_SEED=… to replay it.
 */
import fc from 'fast-check';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PASSWORD = 'Koperasi#2024';
const BUYER = 'pembeli@koperasi.test';

let server: TestServer;
let buyer: { id: string; token: string };

beforeAll(async () => {
  server = await startTestServer();
  const { session } = await server.signIn(BUYER, PASSWORD);
  buyer = { id: session.user.id, token: session.access_token };
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/**
 * Tables whose rows the callers may change through the API by design (a contact message, the buyer's own
 * cart, wishlist, profile, contacts and sessions) are left out, or only the buyer's own rows are.
 */
const CALLER_WRITABLE = new Set(['contact_messages', 'cart_items', 'wishlist_items', 'mail_outbox']);

async function checksum(): Promise<Record<string, string>> {
  const db = server.app.localSupabase.db.admin;
  const tables = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const sums: Record<string, string> = {};
  const sumOf = async (label: string, sql: string, params: unknown[] = []) => {
    const result = await db.query<{ sum: string }>(
      `select count(*)::text || ':' || md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as sum from (${sql}) r`,
      params,
    );
    sums[label] = result.rows[0]?.sum ?? '';
  };
  for (const { name } of tables.rows) {
    if (CALLER_WRITABLE.has(name)) continue;
    const own = name === 'profiles' || name === 'profile_contacts' ? ' where id <> $1::uuid' : '';
    await sumOf(name, `select * from public.${name}${own}`, own ? [buyer.id] : []);
  }
  // who may sign in, with what rights: everything but the buyer's own row, whose metadata is theirs
  await sumOf(
    'auth.users',
    `select id, email, encrypted_password, role, raw_app_meta_data, email_confirmed_at, banned_until,
            deleted_at from auth.users where id <> $1::uuid`,
    [buyer.id],
  );
  await sumOf('storage.buckets', 'select * from storage.buckets');
  await sumOf(
    'storage.objects',
    'select id, bucket_id, name, owner, metadata from storage.objects where owner is distinct from $1::uuid',
    [buyer.id],
  );
  return sums;
}

// ---- generators ----------------------------------------------------------------------------------

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  // control characters (NUL among them), and any code point, lone surrogates included
  fc.string({ unit: 'binary-ascii', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('', ' ', '%', '..', '../..', "'", '"', ';', '\\', '*', '()', '{}', '[]', '\u0000', '🙂'),
  fc.integer().map(String),
  fc.constantFrom('1e999', '-1', '99999999999999999999999', 'NaN', '0x10', 'null', 'true'),
  fc.uuid(),
);

const TABLES = [
  'products',
  'categories',
  'articles',
  'site_settings',
  'profiles',
  'profile_contacts',
  'orders',
  'order_items',
  'shipping_rates',
  'category_product_counts',
  'contact_messages',
  'cart_items',
  'wishlist_items',
  'order_payments',
  'product_reviews',
  'review_reports',
];
const FUNCTIONS = [
  'search_products',
  'search_suggestions',
  'place_order',
  'quote_order',
  'cancel_order',
  'set_order_status',
  'merge_cart',
  'is_admin',
  'price_rupiah',
  'review_payment',
  'run_order_jobs',
  'submit_review',
  'edit_review',
  'reply_review',
  'moderate_review',
  'report_review',
  'product_review_stats',
];
const COLUMNS = [
  'id',
  'name',
  'price',
  'stock',
  'role',
  'seller_id',
  'buyer_id',
  'status',
  'created_at',
  'full_name',
  'description',
  'category_id',
  'division',
  'quantity',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'not.eq',
  'not.in',
  'isdistinct',
];

const name = (list: string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...list) }, { weight: 1, arbitrary: junk });

const filterValue = fc.oneof(
  fc.tuple(fc.constantFrom(...OPERATORS), junk).map(([op, value]) => `${op}.${value}`),
  fc
    .tuple(fc.constantFrom(...OPERATORS), fc.array(junk, { maxLength: 3 }))
    .map(([op, values]) => `${op}.(${values.join(',')})`),
  junk,
);

const queryPair = fc.oneof(
  fc.tuple(name(COLUMNS), filterValue),
  fc.tuple(
    fc.constant('select'),
    fc.oneof(
      fc.constantFrom(
        '*',
        'id,name',
        'id,seller:profiles(full_name)',
        'x:price::text',
        'description->a->>b',
        '*,nope(*)',
        'id,,',
      ),
      junk,
    ),
  ),
  fc.tuple(
    fc.constant('order'),
    fc.oneof(fc.constantFrom('id.desc', 'name.asc.nullsfirst', 'price.sideways'), junk),
  ),
  fc.tuple(fc.constantFrom('limit', 'offset'), fc.oneof(fc.nat().map(String), junk)),
  fc.tuple(
    fc.constantFrom('or', 'and', 'not.or'),
    fc
      .array(
        fc.tuple(name(COLUMNS), filterValue).map(([c, v]) => `${c}.${v}`),
        { maxLength: 3 },
      )
      .map((parts) => `(${parts.join(',')})`),
  ),
  // image transformations: in range, out of range and junk
  fc.tuple(
    fc.constantFrom('width', 'height', 'quality'),
    fc.oneof(fc.integer({ min: -10, max: 5000 }).map(String), junk),
  ),
  fc.tuple(
    fc.constantFrom('resize', 'format'),
    fc.oneof(fc.constantFrom('cover', 'contain', 'fill', 'origin', 'avif'), junk),
  ),
  fc.tuple(
    fc.constantFrom(
      'on_conflict',
      'columns',
      'grant_type',
      'redirect_to',
      'page',
      'per_page',
      'type',
      'token',
      'q',
    ),
    junk,
  ),
);

const queryString = fc
  .array(queryPair, { maxLength: 4 })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
  );

/** header values fetch accepts: visible ASCII */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

const header = fc.oneof(
  fc.tuple(
    fc.constant('Prefer'),
    fc.oneof(
      fc.constantFrom(
        'return=representation',
        'count=exact',
        'resolution=merge-duplicates',
        'missing=default',
        'handling=strict, count=bogus',
        'tx=rollback',
        'params=single-object',
      ),
      headerText,
    ),
  ),
  fc.tuple(
    fc.constant('Range'),
    fc.oneof(fc.constantFrom('0-0', '5-2', '-1', '0-99999999999999999999', 'items=0-1'), headerText),
  ),
  fc.tuple(
    fc.constant('Accept'),
    fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/vnd.pgrst.object+json',
        'text/csv',
        'application/geo+json',
        '*/*',
      ),
      headerText,
    ),
  ),
  fc.tuple(fc.constant('Accept-Profile'), fc.oneof(fc.constantFrom('public', 'auth', 'storage'), headerText)),
  fc.tuple(fc.constant('Content-Profile'), fc.oneof(fc.constantFrom('public', 'auth'), headerText)),
  fc.tuple(fc.constant('x-upsert'), fc.constantFrom('true', 'false', 'maybe')),
  fc.tuple(
    fc.constantFrom(
      'cache-control',
      'x-metadata',
      'content-disposition',
      'if-none-match',
      'x-supabase-api-version',
    ),
    headerText,
  ),
);

/** mostly JSON, sometimes another type, and zero to two other headers */
const headers = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'image/png',
        ),
      },
    ),
    fc.array(header, { maxLength: 2 }),
  )
  .map(([type, others]) => ({ 'Content-Type': type, ...Object.fromEntries(others) }));

const nested = fc
  .oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom(65, 50_000))
  .chain((depth) =>
    fc
      .constantFrom('[', '{"a":')
      .map((open) =>
        open === '[' ? '['.repeat(depth) + ']'.repeat(depth) : open.repeat(depth) + '1' + '}'.repeat(depth),
      ),
  );

const BODY_KEYS = [
  ...COLUMNS,
  'email',
  'password',
  'data',
  'user_metadata',
  'app_metadata',
  'refresh_token',
  'name',
  'public',
  'file_size_limit',
  'allowed_mime_types',
  'prefix',
  'limit',
  'offset',
  'sortBy',
  'search',
  'bucketId',
  'sourceKey',
  'destinationKey',
  'expiresIn',
  'paths',
  'p_items',
  'q',
  'order_id',
  'accept',
  'ban_duration',
  'should_soft_delete',
  'type',
  'token_hash',
  'avatar_url',
];

const body = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.oneof(fc.constantFrom(...BODY_KEYS), junk),
      fc.oneof(junk, fc.jsonValue({ maxDepth: 3 })),
      { maxKeys: 5 },
    )
    .map((value) => JSON.stringify(value)),
  fc
    .array(fc.dictionary(fc.constantFrom(...BODY_KEYS), junk, { maxKeys: 3 }), { maxLength: 3 })
    .map((value) => JSON.stringify(value)),
  nested,
  // deep JSON as the value of a real column or argument, where the engine goes on to use it
  fc.tuple(fc.constantFrom(...BODY_KEYS), nested).map(([key, value]) => `{"${key}":${value}}`),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{',
    '{"a":}',
    '[1,',
    'null',
    '"x"',
    '{"email":"pembeli@koperasi.test","password":"salah"}',
    '{"data":"x","email":"a"}',
  ),
);

/** auth bodies: the fields GoTrue reads, with odd values */
const authValue = fc.oneof(junk, fc.jsonValue({ maxDepth: 2 }));
const authBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          email: fc.oneof(fc.constantFrom(BUYER, 'admin@koperasi.test', `${BUYER}\u0000`), authValue),
          password: authValue,
          type: fc.oneof(
            fc.constantFrom('signup', 'recovery', 'magiclink', 'invite', 'email', 'email_change'),
            authValue,
          ),
          token: authValue,
          token_hash: authValue,
          refresh_token: authValue,
          auth_code: authValue,
          code_verifier: authValue,
          data: authValue,
          user_metadata: authValue,
          redirect_to: authValue,
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: body },
);

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD'] as const;

const restPath = fc
  .oneof(
    name(TABLES),
    name(FUNCTIONS).map((fn) => `rpc/${fn}`),
    fc.constantFrom('', 'rpc', 'products/1', 'rpc/', '%'),
  )
  .map((path) => `/rest/v1/${path.split('/').map(encodeURIComponent).join('/')}`);

const AUTH_PATHS = [
  'signup',
  'token',
  'user',
  'logout',
  'recover',
  'resend',
  'verify',
  'otp',
  'magiclink',
  'authorize',
  'settings',
  'health',
  'invite',
  'admin/users',
  'admin/generate_link',
  'factors',
  'reauthenticate',
  'callback',
];
const authPath = fc
  .oneof(
    name(AUTH_PATHS),
    fc
      .tuple(fc.constantFrom('admin/users', 'factors'), junk)
      .map(([base, id]) => `${base}/${encodeURIComponent(id)}`),
  )
  .map((path) => `/auth/v1/${path}`);

const BUCKETS = ['products', 'avatars', 'payment-proofs', 'articles', 'review-photos', 'product-images'];
const objectPath = fc
  // a seeded image among them, so that the image renderer gets real work with the generated options
  .array(
    fc.oneof(
      fc.constantFrom('a.png', 'x', '..', '%2e%2e', 'a b.jpg', 'abon-ikan-tuna.webp'),
      junk.map(encodeURIComponent),
    ),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .map((parts) => parts.join('/'));
const storagePath = fc
  .oneof(
    fc.constantFrom('bucket', 'object/move', 'object/copy'),
    name(BUCKETS).map((b) => `bucket/${encodeURIComponent(b)}`),
    fc
      .tuple(
        fc.constantFrom(
          'object',
          'object/public',
          'object/authenticated',
          'object/info',
          'object/sign',
          'object/upload/sign',
          'object/list',
          'object/list-v2',
          'bucket',
          'render/image/public',
          'render/image/authenticated',
          'render/image/sign',
        ),
        name(BUCKETS),
        fc.option(objectPath),
      )
      .map(([base, bucket, path]) => `${base}/${encodeURIComponent(bucket)}${path ? `/${path}` : ''}`),
  )
  .map((path) => `/storage/v1/${path}`);

interface FuzzRequest {
  method: (typeof METHODS)[number];
  path: string;
  query: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const request = (path: fc.Arbitrary<string>, bodies = body): fc.Arbitrary<FuzzRequest> =>
  fc.record({ method: fc.constantFrom(...METHODS), path, query: queryString, headers, body: bodies });

async function send(req: FuzzRequest, token: string): Promise<{ status: number; text: string }> {
  const withBody = req.method !== 'GET' && req.method !== 'HEAD';
  const res = await fetch(`${server.url}${req.path}${req.query}`, {
    method: req.method,
    headers: {
      ...req.headers,
      apikey: server.anonKey,
      Authorization: `Bearer ${token}`,
    },
    body: withBody ? req.body : undefined,
    redirect: 'manual',
  });
  return { status: res.status, text: (await res.text()).slice(0, 300) };
}

async function fuzz(requests: fc.Arbitrary<FuzzRequest>, token: () => string): Promise<void> {
  await fc.assert(
    fc.asyncProperty(requests, async (req) => {
      const res = await send(req, token());
      if (res.status >= 500) {
        const shown = { ...req, body: req.body?.slice(0, 500) };
        throw new Error(`${res.status} for ${JSON.stringify(shown)}: ${res.text}`);
      }
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
}

/**
 * REST writes that get past the grammar: a real table with its own column names (or a function with its
 * own argument names), at most a simple filter, and odd values (deep JSON among them), so the engine goes
 * on to build and run its statement. Built from the catalog once the server is up.
 */
function restWrites(namesByTarget: Map<string, string[]>): fc.Arbitrary<FuzzRequest> {
  const targets = [...namesByTarget.keys()];
  return fc.constantFrom(...targets).chain((target) =>
    fc.record({
      method: fc.constantFrom<FuzzRequest['method']>(
        ...(target.startsWith('rpc/')
          ? ['POST' as const]
          : ['POST' as const, 'PATCH' as const, 'DELETE' as const]),
      ),
      path: fc.constant(`/rest/v1/${target}`),
      query: fc.oneof(
        fc.constant(''),
        junk.map((value) => `?id=eq.${encodeURIComponent(value)}`),
      ),
      headers: fc.constant({ 'Content-Type': 'application/json' }),
      body: fc
        .uniqueArray(
          fc.tuple(
            fc.constantFrom(...(namesByTarget.get(target) ?? ['id'])),
            fc.oneof(
              junk.map((v) => JSON.stringify(v)),
              fc.json({ maxDepth: 3 }),
              nested,
            ),
          ),
          { minLength: 1, maxLength: 3, selector: ([key]) => key },
        )
        .map((entries) => `{${entries.map(([key, text]) => `${JSON.stringify(key)}:${text}`).join(',')}}`),
    }),
  );
}

async function writableNames(): Promise<Map<string, string[]>> {
  const db = server.app.localSupabase.db.admin;
  const columns = await db.query<{ target: string; names: string[] }>(
    `select table_name::text as target, array_agg(column_name::text order by ordinal_position) as names
       from information_schema.columns where table_schema = 'public' group by table_name`,
  );
  const args = await db.query<{ target: string; names: string[] }>(
    `select 'rpc/' || p.proname as target, p.proargnames::text[] as names
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proargnames is not null and p.prorettype <> 'trigger'::regtype`,
  );
  return new Map([...columns.rows, ...args.rows].map((row) => [row.target, row.names]));
}

/** GoTrue's real routes with their own query parameters, most of the time; anything, otherwise */
const AUTH_ROUTES: [FuzzRequest['method'], string, string[]][] = [
  ['POST', 'signup', []],
  ['POST', 'token', ['grant_type']],
  ['POST', 'verify', []],
  ['GET', 'verify', ['type', 'token', 'redirect_to']],
  ['GET', 'user', []],
  ['PUT', 'user', []],
  ['POST', 'logout', ['scope']],
  ['POST', 'recover', ['redirect_to']],
  ['POST', 'resend', []],
  ['POST', 'otp', []],
  ['GET', 'authorize', ['provider', 'redirect_to', 'code_challenge']],
  ['POST', 'invite', []],
  ['POST', 'admin/users', []],
  ['POST', 'admin/generate_link', []],
  ['GET', 'admin/users', ['page', 'per_page']],
  ['PUT', 'admin/users/not-a-uuid', []],
  ['DELETE', 'admin/users/00000000-0000-4000-8000-000000000000', []],
  ['GET', 'reauthenticate', []],
  ['POST', 'reauthenticate', []],
  ['POST', 'factors', []],
  ['POST', 'factors/not-a-uuid/challenge', []],
  ['POST', 'factors/00000000-0000-4000-8000-000000000000/verify', []],
  ['DELETE', 'factors/not-a-uuid', []],
];
const AUTH_QUERY_VALUES: Record<string, string[]> = {
  grant_type: ['password', 'refresh_token', 'pkce', 'id_token'],
  type: ['signup', 'recovery', 'magiclink', 'invite', 'email', 'email_change'],
  scope: ['global', 'local', 'others'],
  provider: ['google', 'github'],
  page: ['1', '2', '0', '-1'],
  per_page: ['1', '50', '0'],
};
const authRoute = fc.constantFrom(...AUTH_ROUTES).chain(([method, path, params]) =>
  fc.record({
    method: fc.constant(method),
    path: fc.constant(`/auth/v1/${path}`),
    query: fc
      .tuple(
        ...params.map((param) =>
          fc
            .oneof(fc.constantFrom(...(AUTH_QUERY_VALUES[param] ?? ['x'])), junk)
            .map((value) => [param, value] as const),
        ),
      )
      .map((pairs) =>
        pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`,
      ),
    headers,
    body: authBody,
  }),
);
const authRequests = fc.oneof(
  { weight: 3, arbitrary: authRoute },
  { weight: 1, arbitrary: request(authPath, authBody) },
);

describe.each([
  ['anon', () => server.anonKey],
  ['a signed-in buyer', () => buyer.token],
])('as %s', (_who, token) => {
  let before: Record<string, string>;
  let restRequests: fc.Arbitrary<FuzzRequest>;
  beforeAll(async () => {
    before = await checksum();
    restRequests = fc.oneof(request(restPath), restWrites(await writableNames()));
  });

  it('REST answers no 5xx', async () => fuzz(restRequests, token));
  it('auth answers no 5xx', async () => fuzz(authRequests, token));
  it('storage answers no 5xx', async () => fuzz(request(storagePath), token));

  it('no protected row changed', async () => {
    expect(await checksum()).toEqual(before);
    const up = await fetch(`${server.url}/rest/v1/categories?select=id&limit=1`, {
      headers: { apikey: server.anonKey },
    });
    expect(up.status).toBe(200);
  });
});
