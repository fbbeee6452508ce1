import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The package's subpath entries other than the root (package.json `exports`) are bundled by every app that
 * imports them, so each app has its own copy. That is only right for stateless code: a module holding state
 * (the Supabase client, the store, the toasts) or a class that screens test with `instanceof` must be the
 * shell's one copy, from the root. This walks each entry's relative imports and fails on any such module.
 */
const SRC = __dirname;
const STATEFUL = [
  'supabase/client.ts',
  'supabase/lazy-auth.ts',
  'store/store.ts',
  'api/api.ts',
  'notify/notify.ts',
  'features/orders/order-error.ts',
  'features/reviews/review-error.ts',
  'features/economics/economics-error.ts',
];

/** The modules a file imports or re-exports at run time (type-only imports and exports are erased). */
function relativeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      names.push((statement.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      names.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  return names
    .filter((name) => name.startsWith('.'))
    .map((name) => {
      const base = path.resolve(path.dirname(file), name);
      const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
      const found = candidates.find((candidate) => fs.existsSync(candidate));
      if (!found) throw new Error(`${file} imports ${name}, which does not resolve`);
      return found;
    });
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file));
  }
  return new Set([...seen].map((file) => path.relative(SRC, file).split(path.sep).join('/')));
}

const manifest = JSON.parse(fs.readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};
const entries = Object.entries(manifest.exports).filter(
  ([subpath, target]) => subpath !== '.' && target.endsWith('.ts') && !subpath.startsWith('./src/'),
);

describe('stateless subpath entries', () => {
  it('lists the entries of package.json', () => {
    expect(entries.map(([subpath]) => subpath)).toEqual(
      expect.arrayContaining(['./validation', './orders', './economics']),
    );
  });

  it.each(entries)('%s reaches no module with state', (_subpath, target) => {
    const modules = reachable(path.resolve(SRC, '..', target));
    expect(STATEFUL.filter((file) => modules.has(file))).toEqual([]);
  });

  it('notices a stateful module when an entry reaches one', () => {
    // the root entry holds the state by design: the walk must find it there
    expect(STATEFUL.filter((file) => reachable(path.join(SRC, 'index.ts')).has(file))).toEqual(
      expect.arrayContaining(['supabase/client.ts', 'store/store.ts', 'features/orders/order-error.ts']),
    );
  });
});
