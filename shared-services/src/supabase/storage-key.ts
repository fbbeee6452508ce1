/** The key supabase-js keeps the session under: `sb-<first label of the host>-auth-token`. */
export function authStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}
