/**
 * @jest-environment node
 */
import {
  assignVersions,
  CANARY_COOKIE,
  canaryManifestUrl,
  configWithCanaries,
  parseCanaryCookie,
  pinVariants,
} from './canary';
import type { Environment } from './environment';

const STABLE = {
  manifest: `sha384-${'S'.repeat(64)}`,
  remoteEntry: `sha384-${'s'.repeat(64)}`,
  firstScreen: `sha384-${'f'.repeat(64)}`,
};
const CANARY = {
  manifest: `sha384-${'C'.repeat(64)}`,
  remoteEntry: `sha384-${'c'.repeat(64)}`,
  firstScreen: `sha384-${'g'.repeat(64)}`,
};

const ENVIRONMENT: Environment = {
  environment: 'staging',
  supabase: { url: 'https://project.supabase.co', anonKey: 'anon-key-of-the-project' },
  remotes: {
    storefront: 'https://cdn.koperasi.example/storefront/1.0.0/mf-manifest.json',
    auth: 'https://cdn.koperasi.example/auth/1.0.0/mf-manifest.json',
    backoffice: 'https://cdn.koperasi.example/backoffice/1.0.0/mf-manifest.json',
  },
  integrity: { storefront: STABLE },
  canary: { storefront: { version: '1.4.0', percent: 50, integrity: CANARY } },
  shell: { version: '1.0.0' },
  release: { s3: { endpoint: 'https://s3.example', bucket: 'releases', region: 'auto' } },
};

/** A random source giving these numbers in turn, and counting how many were asked for. */
function draws(...numbers: number[]) {
  const source = Object.assign(
    () => {
      source.calls += 1;
      const next = numbers.shift();
      if (next === undefined) throw new Error('no more random numbers');
      return next;
    },
    { calls: 0 },
  );
  return source;
}

/** The cookie a Set-Cookie header sets, as a browser sends it back. */
const cookieOf = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';

describe('canary assignment', () => {
  it('splits two fresh visitors at 50 % by the random source, each with the cookie of their draw', () => {
    const random = draws(0.3, 0.7);
    const first = assignVersions(ENVIRONMENT, null, random);
    const second = assignVersions(ENVIRONMENT, 'koperasi_cart=2-1', random);
    expect(first.versions).toEqual({ storefront: '1.4.0', auth: '1.0.0', backoffice: '1.0.0' });
    expect(second.versions).toEqual({ storefront: '1.0.0', auth: '1.0.0', backoffice: '1.0.0' });
    expect(first.setCookie).toBe(
      `${CANARY_COOKIE}=storefront:1.4.0:canary; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(second.setCookie).toMatch(/^koperasi_canary=storefront:1\.4\.0:stable; /);
    expect(first.varies && second.varies).toBe(true);
  });

  it('draws canary with probability percent/100: below the share canary, at or above it stable', () => {
    const environment = {
      ...ENVIRONMENT,
      canary: { storefront: { version: '1.4.0', percent: 10 } },
    };
    expect(assignVersions(environment, null, draws(0.0999)).versions.storefront).toBe('1.4.0');
    expect(assignVersions(environment, null, draws(0.1)).versions.storefront).toBe('1.0.0');
  });

  it('keeps a visitor with a cookie on their draw across visits, without drawing or setting it again', () => {
    const first = assignVersions(ENVIRONMENT, null, draws(0.2));
    const random = draws();
    for (let visit = 0; visit < 3; visit += 1) {
      const again = assignVersions(ENVIRONMENT, `a=b; ${cookieOf(first.setCookie)}`, random);
      expect(again.versions.storefront).toBe('1.4.0');
      expect(again.setCookie).toBeUndefined();
    }
    const stable = assignVersions(ENVIRONMENT, 'koperasi_canary=storefront:1.4.0:stable', random);
    expect(stable.versions.storefront).toBe('1.0.0');
    expect(stable.setCookie).toBeUndefined();
    expect(random.calls).toBe(0);
  });

  it('returns everyone to the pinned version once the canary is removed, and clears the cookie', () => {
    const { canary: _canary, ...ended } = ENVIRONMENT;
    const random = draws();
    const visitor = assignVersions(ended, 'koperasi_canary=storefront:1.4.0:canary', random);
    expect(visitor.versions.storefront).toBe('1.0.0');
    expect(visitor.config.remotes.storefront).toBe(ENVIRONMENT.remotes.storefront);
    expect(visitor.config.integrity?.storefront).toEqual(STABLE);
    expect(visitor.setCookie).toBe('koperasi_canary=; Max-Age=0; Path=/; SameSite=Lax');
    // a visitor without the cookie gets none
    expect(assignVersions(ended, null, random).setCookie).toBeUndefined();
    expect(random.calls).toBe(0);
  });

  it('draws again for a new canary version: nobody is moved to a version they were not drawn for', () => {
    const next = { ...ENVIRONMENT, canary: { storefront: { version: '1.5.0', percent: 50 } } };
    const visitor = assignVersions(next, 'koperasi_canary=storefront:1.4.0:canary', draws(0.9));
    expect(visitor.versions.storefront).toBe('1.0.0');
    expect(cookieOf(visitor.setCookie)).toBe('koperasi_canary=storefront:1.5.0:stable');
  });

  it('ignores a cookie that does not parse, and draws as for a fresh visitor', () => {
    for (const cookie of [
      'koperasi_canary=storefront:1.4.0:maybe',
      'koperasi_canary=storefront:../../evil:canary',
      'koperasi_canary=%7B%22storefront%22%3A1%7D',
      'koperasi_canary=',
    ]) {
      const random = draws(0.9);
      const visitor = assignVersions(ENVIRONMENT, cookie, random);
      expect(random.calls).toBe(1);
      expect(visitor.versions.storefront).toBe('1.0.0');
      expect(cookieOf(visitor.setCookie)).toBe('koperasi_canary=storefront:1.4.0:stable');
    }
    expect(parseCanaryCookie('auth:1.0.0:canary|junk|storefront:1.4.0:stable')).toEqual(
      new Map([
        ['auth', { version: '1.0.0', choice: 'canary' }],
        ['storefront', { version: '1.4.0', choice: 'stable' }],
      ]),
    );
  });

  it('leaves a visitor alone where the environment has no canary: no draw, no cookie, no Vary', () => {
    const { canary: _canary, ...plain } = ENVIRONMENT;
    const visitor = assignVersions(plain, null, draws());
    expect(visitor).toEqual(expect.objectContaining({ varies: false }));
    expect(visitor.setCookie).toBeUndefined();
  });

  it('makes the cookie Secure for a visitor on HTTPS', () => {
    expect(assignVersions(ENVIRONMENT, null, draws(0.1), { secure: true }).setCookie).toMatch(
      /; SameSite=Lax; Secure$/,
    );
  });
});

describe("a visitor's runtime config", () => {
  it("pins the canary's manifest URL and digests for a canary visitor, the pinned ones for the others", () => {
    const canary = assignVersions(ENVIRONMENT, 'koperasi_canary=storefront:1.4.0:canary').config;
    expect(canary.remotes).toEqual({
      ...ENVIRONMENT.remotes,
      storefront: 'https://cdn.koperasi.example/storefront/1.4.0/mf-manifest.json',
    });
    expect(canary.integrity).toEqual({ storefront: CANARY });
    const stable = assignVersions(ENVIRONMENT, 'koperasi_canary=storefront:1.4.0:stable').config;
    expect(stable.remotes).toEqual(ENVIRONMENT.remotes);
    expect(stable.integrity).toEqual({ storefront: STABLE });
  });

  it("sends no digests for a canary that pins none (the pinned version's would refuse it)", () => {
    const environment = { ...ENVIRONMENT, canary: { storefront: { version: '1.4.0', percent: 50 } } };
    const config = configWithCanaries(environment, ['storefront']);
    expect(config.remotes.storefront).toContain('/1.4.0/');
    expect(config.integrity?.storefront).toBeUndefined();
  });

  it('leaves out what only the server and the release tools read, and keeps the rest as it is', () => {
    const config = configWithCanaries(ENVIRONMENT, []);
    expect(config).not.toHaveProperty('release');
    expect(config).not.toHaveProperty('canary');
    const { canary: _canary, release: _release, ...rest } = ENVIRONMENT;
    expect(config).toEqual(rest);
    const plain: Environment = {
      environment: 'e2e',
      supabase: ENVIRONMENT.supabase,
      remotes: ENVIRONMENT.remotes,
      firstScreen: { holdMaxMs: 5 },
    };
    expect(configWithCanaries(plain, [])).toEqual(plain);
  });

  it('warms up both the pinned versions and every canary', () => {
    expect(pinVariants(ENVIRONMENT).map((config) => config.remotes.storefront)).toEqual([
      'https://cdn.koperasi.example/storefront/1.0.0/mf-manifest.json',
      'https://cdn.koperasi.example/storefront/1.4.0/mf-manifest.json',
    ]);
  });
});

describe("a canary's manifest URL", () => {
  it('is the pinned URL with its version segment replaced', () => {
    expect(canaryManifestUrl('http://host/1.0.0/mf-manifest.json', '1.4.0')).toBe(
      'http://host/1.4.0/mf-manifest.json',
    );
    expect(canaryManifestUrl('https://cdn.example/storefront/1.0.0/mf-manifest.json?v=1', '2.0.0-rc.1')).toBe(
      'https://cdn.example/storefront/2.0.0-rc.1/mf-manifest.json?v=1',
    );
    expect(canaryManifestUrl('/storefront/1.0.0/mf-manifest.json', '1.4.0')).toBe(
      '/storefront/1.4.0/mf-manifest.json',
    );
  });

  it('does not exist for a URL without a version segment', () => {
    expect(canaryManifestUrl('/mf-manifest.json', '1.4.0')).toBeUndefined();
    expect(canaryManifestUrl('http://host/mf-manifest.json', '1.4.0')).toBeUndefined();
  });
});
