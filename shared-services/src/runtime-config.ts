/** The environment's runtime config (deploy/environments/<env>.json), served no-cache next to the shell. */
export interface RuntimeConfig {
  environment: string;
  supabase: { url: string; anonKey: string };
  /** remote name -> manifest URL of the pinned version */
  remotes: Record<string, string>;
}

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<RuntimeConfig>;
  return (
    typeof config.environment === 'string' &&
    typeof config.supabase?.url === 'string' &&
    typeof config.supabase.anonKey === 'string' &&
    typeof config.remotes === 'object' &&
    config.remotes !== null &&
    Object.values(config.remotes).every((entry) => typeof entry === 'string')
  );
}
