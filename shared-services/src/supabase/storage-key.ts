/** The key supabase-js keeps the session under: `sb-<first label of the host>-auth-token`. */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** What a redirect from GoTrue leaves in the URL for detectSessionInUrl (implicit and PKCE flows). */
const SESSION_IN_URL = /[#?&](access_token|refresh_token|code|error|error_description)=/;

/** Whether the page's URL carries a session (or an auth error) for the auth client to read. */
export function sessionInUrl(location: Pick<Location, 'hash' | 'search'>): boolean {
  return SESSION_IN_URL.test(`${location.hash}&${location.search}`);
}
