/**
 * The package a source-map source belongs to, for the measuring scripts (js-breakdown.ts, prof-diff.ts): the
 * npm package under node_modules (pnpm's layout or a plain one), `<app>/<top folder>` for the workspace's own
 * code, 'bundler runtime' for the bundler's generated modules.
 */
export function packageName(source: string): string {
  const pnpm = source.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pnpm) return pnpm[1]!;
  const plain = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (plain) return plain[1]!;
  const workspace = source.match(
    /(shell|storefront|auth|backoffice|shared-ui|shared-services)\/src\/([^/]+)/,
  );
  if (workspace) return `${workspace[1]}/${workspace[2]}`;
  return source.startsWith('webpack') ? 'bundler runtime' : `other: ${source.slice(0, 60)}`;
}
