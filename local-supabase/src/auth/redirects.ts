import type { ServerConfig } from '../config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  // A placeholder character for "**" while single "*" is expanded.
  const pattern = escaped.replace(/\*\*/g, '\u0000').replace(/\*/g, '[^/.]*').replaceAll('\u0000', '.*');
  return new RegExp(`^${pattern}$`);
}

/**
 * GoTrue's rule: same scheme+host as SITE_URL, loopback on any port, or an allow-list glob;
 * anything else silently becomes SITE_URL.
 */
export function safeRedirect(config: ServerConfig, requested: string | undefined | null): string {
  if (!requested) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return config.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
  if (LOOPBACK_HOSTS.has(url.hostname)) return requested;
  try {
    const site = new URL(config.siteUrl);
    if (site.protocol === url.protocol && site.hostname === url.hostname) return requested;
  } catch {
    // a malformed SITE_URL only disables this rule
  }
  if (config.additionalRedirectUrls.some((glob) => globToRegExp(glob).test(requested))) return requested;
  return config.siteUrl;
}

/** appends parameters to the fragment (implicit flow) */
export function withFragment(base: string, params: Record<string, string>): string {
  const [withoutHash] = base.split('#');
  return `${withoutHash}#${new URLSearchParams(params).toString()}`;
}

/** appends parameters to the query string (PKCE flow) */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
