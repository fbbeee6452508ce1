import {
  parseFilter,
  parseLogicTree,
  parseOrder,
  parsePrefer,
  parseQuery,
  parseSelect,
} from '../src/rest/parser';
import { buildReadSql } from '../src/rest/read';
import { newContext } from '../src/rest/select';
import { tableSource } from '../src/rest/source';
import type { SchemaCache, TableInfo } from '../src/rest/schema-cache';
import { PostgrestError } from '../src/rest/contract';

function expectParseError(fn: () => unknown, code = 'PGRST100') {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(PostgrestError);
    expect((err as PostgrestError).code).toBe(code);
    return;
  }
  throw new Error('expected a parse error');
}

describe('select grammar', () => {
  it('parses columns, aliases, casts, json paths and embeds', () => {
    expect(parseSelect('*,seller:profiles(full_name),title::text,data->a->>b,n:data->>c')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'profiles',
        alias: 'seller',
        hint: null,
        joinType: 'left',
        children: [{ kind: 'column', field: { name: 'full_name', jsonPath: [] }, alias: null, cast: null }],
      },
      { kind: 'column', field: { name: 'title', jsonPath: [] }, alias: null, cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: null,
        cast: null,
      },
      {
        kind: 'column',
        field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'c' }] },
        alias: 'n',
        cast: null,
      },
    ]);
  });
  it('parses hints, !inner and nesting', () => {
    const [item] = parseSelect('author:profiles!messages_sender_id_fkey!inner(id,reviews(*))');
    expect(item).toMatchObject({
      kind: 'embed',
      relation: 'profiles',
      alias: 'author',
      hint: 'messages_sender_id_fkey',
      joinType: 'inner',
    });
  });
  it('accepts quoted names and empty select', () => {
    expect(parseSelect('"my col"')).toEqual([
      { kind: 'column', field: { name: 'my col', jsonPath: [] }, alias: null, cast: null },
    ]);
    expect(parseSelect('')).toEqual([{ kind: 'star' }]);
  });
  it.each(['*,(select 1)', 'a,', 'a(', 'a)', 'rel(a', 'a::', '...rel', 'a!b!c(x)'])('rejects %s', (text) => {
    expectParseError(() => parseSelect(text));
  });
});

describe('filters', () => {
  it('takes everything after the operator as the value', () => {
    expect(parseFilter('title', 'eq.a.b.c')).toMatchObject({
      operator: 'eq',
      value: 'a.b.c',
      negated: false,
    });
    expect(parseFilter('title', 'not.ilike.*sal*')).toMatchObject({
      operator: 'ilike',
      value: '%sal%',
      negated: true,
    });
    expect(parseFilter('title', 'eq."quoted"')).toMatchObject({ value: '"quoted"' });
  });
  it('parses in lists with quotes and escapes', () => {
    expect(parseFilter('id', 'in.(1,2,"a,b","c\\"d")').value).toEqual(['1', '2', 'a,b', 'c"d']);
    expect(parseFilter('id', 'in.()').value).toEqual([]);
  });
  it('parses is, quantifiers and fts configs', () => {
    expect(parseFilter('x', 'is.NULL').value).toBe('null');
    expect(parseFilter('x', 'like(any).{a*,"b,c"}')).toMatchObject({
      quantifier: 'any',
      value: ['a%', 'b,c'],
    });
    expect(parseFilter('fts', 'wfts(simple).salmon segar')).toMatchObject({
      operator: 'wfts',
      config: 'simple',
      value: 'salmon segar',
    });
  });
  it.each(['eq', 'foo.1', 'is.maybe', 'in.1,2', 'in.(1', 'fts(a b).x', 'eq(some).{1}', 'like(any).x'])(
    'rejects %s',
    (expr) => {
      expectParseError(() => parseFilter('x', expr));
    },
  );
});

describe('logic trees', () => {
  it('parses nested and/or with quoted values and lists', () => {
    const tree = parseLogicTree(
      'or',
      false,
      '(price.gt.10,title.ilike.*x*,and(stock.gte.1,not.or(id.in.(1,2),title.eq."a,b)")),tags.cs.{a,b})',
    );
    expect(tree.children).toHaveLength(4);
    const and = tree.children[2];
    expect(and).toMatchObject({ kind: 'logic', operator: 'and' });
    if (and?.kind !== 'logic') throw new Error();
    expect(and.children[1]).toMatchObject({ kind: 'logic', operator: 'or', negated: true });
    if (and.children[1]?.kind !== 'logic') throw new Error();
    expect(and.children[1].children[1]).toMatchObject({ value: 'a,b)' });
    expect(tree.children[3]).toMatchObject({ operator: 'cs', value: '{a,b}' });
  });
  it.each(['price.gt.10', '(price.gt.10', '(price)', '(and(a.eq.1)', '()'])('rejects %s', (text) => {
    expectParseError(() => parseLogicTree('or', false, text));
  });
});

describe('order, prefer and the query string', () => {
  it('parses order terms', () => {
    expect(parseOrder('created_at.desc.nullslast,id')).toEqual([
      { field: { name: 'created_at', jsonPath: [] }, direction: 'desc', nulls: 'last' },
      { field: { name: 'id', jsonPath: [] }, direction: null, nulls: null },
    ]);
    expect(parseOrder('seller(full_name).asc,id')).toEqual([
      { relation: 'seller', field: { name: 'full_name', jsonPath: [] }, direction: 'asc', nulls: null },
      { field: { name: 'id', jsonPath: [] }, direction: null, nulls: null },
    ]);
    expectParseError(() => parseOrder('seller(full_name'));
    expectParseError(() => parseOrder('id.sideways'));
    expectParseError(() => parseOrder('id,'));
  });
  it('splits comma-joined Prefer values', () => {
    const prefs = parsePrefer('resolution=merge-duplicates, return=representation,count=exact, bogus=1');
    expect(prefs).toMatchObject({ resolution: 'merge-duplicates', return: 'representation', count: 'exact' });
    expect(prefs.applied).toEqual(['resolution=merge-duplicates', 'return=representation', 'count=exact']);
  });
  it('classifies filters, logic, embedded modifiers and reserved keys', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=*,reviews(*)&id=gt.1&not.or=(a.eq.1)&reviews.rating=gte.4&reviews.order=rating.desc&reviews.limit=2&limit=10&offset=5&columns="a","b"&on_conflict=id',
      ),
    );
    expect(q.root.conditions).toHaveLength(2);
    expect(q.root.conditions[1]).toMatchObject({ kind: 'logic', negated: true });
    expect(q.root).toMatchObject({ limit: '10', offset: '5' });
    expect(q.embedded.get('reviews')).toMatchObject({ limit: '2' });
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['id']);
    expectParseError(() => parseQuery(new URLSearchParams('limit=-1')));
    expectParseError(() => parseQuery(new URLSearchParams('limit=1e3')));
  });
});

describe('SQL builder', () => {
  const column = (name: string, type = 'text') => ({
    name,
    type,
    nullable: true,
    defaultExpr: null,
    generated: false,
  });
  const table = (name: string, cols: string[]): TableInfo => {
    const columns = cols.map((c) => column(c));
    return {
      schema: 'public',
      name,
      kind: 'table',
      columns,
      columnsByName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: ['id'],
      uniqueKeys: [['id']],
    };
  };
  const products = table('products', ['id', 'title', 'seller_id', 'created_at']);
  const profiles = table('profiles', ['id', 'full_name']);
  const cache: SchemaCache = {
    __schemaCache: true,
    tables: new Map([
      ['products', products],
      ['profiles', profiles],
    ]),
    foreignKeys: [
      {
        name: 'products_seller_id_fkey',
        schema: 'public',
        table: 'products',
        columns: ['seller_id'],
        refSchema: 'public',
        refTable: 'profiles',
        refColumns: ['id'],
      },
    ],
    functions: new Map(),
  };

  it('builds one statement with a correlated embed and bound values only', () => {
    const query = parseQuery(
      new URLSearchParams(
        "select=*,seller:profiles(full_name)&title=eq.x'); drop table products; --&order=created_at.desc&limit=24",
      ),
    );
    const ctx = newContext(cache, query);
    const sql = buildReadSql(
      ctx,
      { source: tableSource(products), from: '"public"."products" AS t0' },
      false,
    );
    expect(sql).toContain(
      '(SELECT row_to_json(_t1) FROM (SELECT t1."full_name" AS "full_name" FROM "public"."profiles" AS t1 WHERE t1."id" = t0."seller_id") AS _t1) AS "seller"',
    );
    expect(sql).toContain('t0."title" = $1');
    expect(sql).not.toContain('drop table');
    expect(ctx.params.values).toEqual(["x'); drop table products; --", '24']);
  });
  it('rejects unknown columns with 42703 and unknown relations with PGRST200', () => {
    const build = (qs: string) =>
      buildReadSql(
        newContext(cache, parseQuery(new URLSearchParams(qs))),
        { source: tableSource(products), from: 'x' },
        false,
      );
    expectParseError(() => build('select=nope'), '42703');
    expectParseError(() => build('nope=eq.1'), '42703');
    expectParseError(() => build('order=nope'), '42703');
    expectParseError(() => build('order=id;drop'), '42703');
    expectParseError(() => build('select=*,categories(*)'), 'PGRST200');
    expectParseError(() => build('select=title::pg_catalog.text'), 'PGRST100');
  });
});
