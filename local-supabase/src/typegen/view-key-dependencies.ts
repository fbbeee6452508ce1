import type { CatalogRelationship } from './catalog';

/**
 * Foreign keys seen through views, as PostgREST's schema cache (and postgres-meta after it) derives them:
 * a view column that is a plain reference to a table column carries that column's foreign keys, in both
 * directions, when the view exposes every column of the key. The column origins come from the view's
 * stored query tree (pg_rewrite.ev_action, a pg_node_tree): each output column's target entry names its
 * origin table and column (resorigtbl, resorigcol), followed through views over views.
 */

export interface RawViewDefinition {
  id: number;
  name: string;
  /** pg_rewrite.ev_action::text */
  definition: string;
  columns: { attnum: number; name: string }[] | null;
}

export interface RawConstraintKey {
  name: string;
  type: string;
  /** the constraint belongs to the schema being generated */
  in_schema: boolean;
  table_id: number;
  table_schema: string;
  table_name: string;
  columns: { attnum: number; name: string }[] | null;
  referenced_table_id: number | null;
  referenced_table_schema: string | null;
  referenced_table_name: string | null;
  referenced_columns: { attnum: number; name: string }[] | null;
}

type NodeValue = string | NodeValue[] | TreeNode;

interface TreeNode {
  type: string;
  fields: Map<string, NodeValue>;
}

/** Splits pg_node_tree text into tokens: braces, parentheses and atoms (backslash escapes the next char). */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    if (char === ' ' || char === '\n' || char === '\t') {
      i += 1;
    } else if (char === '{' || char === '}' || char === '(' || char === ')') {
      tokens.push(char);
      i += 1;
    } else {
      let atom = '';
      while (i < text.length) {
        const c = text[i] ?? '';
        if (c === '\\') {
          atom += text[i + 1] ?? '';
          i += 2;
        } else if (
          c === ' ' ||
          c === '\n' ||
          c === '\t' ||
          c === '{' ||
          c === '}' ||
          c === '(' ||
          c === ')'
        ) {
          break;
        } else {
          atom += c;
          i += 1;
        }
      }
      tokens.push(atom);
    }
  }
  return tokens;
}

function parseNodeTree(text: string): NodeValue {
  const tokens = tokenize(text);
  let position = 0;
  const next = (): string => tokens[position++] ?? '';

  function value(): NodeValue {
    const token = next();
    if (token === '{') {
      const node: TreeNode = { type: next(), fields: new Map() };
      let field: string | undefined;
      while (position < tokens.length && tokens[position] !== '}') {
        const peek = tokens[position] ?? '';
        if (peek.startsWith(':') && peek.length > 1) {
          field = peek.slice(1);
          position += 1;
          node.fields.set(field, value());
        } else {
          // extra tokens of a field (a datum's "4 [ 1 0 0 0 ]"): not needed here
          value();
        }
      }
      position += 1;
      return node;
    }
    if (token === '(') {
      const list: NodeValue[] = [];
      while (position < tokens.length && tokens[position] !== ')') list.push(value());
      position += 1;
      return list;
    }
    return token;
  }

  return value();
}

function isNode(value: NodeValue | undefined): value is TreeNode {
  return typeof value === 'object' && !Array.isArray(value);
}

interface ColumnOrigin {
  viewId: number;
  viewColumn: number;
  tableId: number;
  tableColumn: number;
}

/** The origin (table oid, column number) of each output column of a view that is a plain column reference. */
function directOrigins(view: RawViewDefinition): ColumnOrigin[] {
  const tree = parseNodeTree(view.definition);
  const query = Array.isArray(tree) ? tree[0] : tree;
  if (!isNode(query)) return [];
  const targetList = query.fields.get('targetList');
  if (!Array.isArray(targetList)) return [];
  const origins: ColumnOrigin[] = [];
  for (const entry of targetList) {
    if (!isNode(entry)) continue;
    const tableId = Number(entry.fields.get('resorigtbl'));
    const tableColumn = Number(entry.fields.get('resorigcol'));
    const viewColumn = Number(entry.fields.get('resno'));
    if (tableId > 0 && tableColumn > 0) origins.push({ viewId: view.id, viewColumn, tableId, tableColumn });
  }
  return origins;
}

interface KeyDependency {
  tableSchema: string;
  tableName: string;
  viewName: string;
  constraintName: string;
  /** 'f': the view exposes the referencing columns; 'f_ref': the referenced columns */
  constraintType: 'f' | 'f_ref';
  columns: { tableColumn: string; viewColumns: string[] }[];
}

function keyDependencies(views: RawViewDefinition[], constraints: RawConstraintKey[]): KeyDependency[] {
  const direct = views.flatMap(directOrigins);
  const directByView = new Map<string, ColumnOrigin[]>();
  for (const origin of direct) {
    const key = `${origin.viewId}.${origin.viewColumn}`;
    directByView.set(key, [...(directByView.get(key) ?? []), origin]);
  }

  // Follow a view column through the views it reads from; every step is an origin of the column.
  const all: ColumnOrigin[] = [];
  let frontier = direct.map((origin) => ({ origin, path: [origin.tableId] }));
  while (frontier.length > 0) {
    const following: typeof frontier = [];
    for (const { origin, path } of frontier) {
      all.push(origin);
      for (const inner of directByView.get(`${origin.tableId}.${origin.tableColumn}`) ?? []) {
        if (path.includes(inner.tableId)) continue;
        following.push({
          origin: { ...origin, tableId: inner.tableId, tableColumn: inner.tableColumn },
          path: [...path, inner.tableId],
        });
      }
    }
    frontier = following;
  }

  // view id -> "table.column" -> the view's columns showing it
  const viewColumnNames = new Map(
    views.map((view) => [view.id, new Map((view.columns ?? []).map((c) => [c.attnum, c.name]))]),
  );
  const references = new Map<number, Map<string, string[]>>();
  for (const origin of [...all].sort((a, b) => a.viewColumn - b.viewColumn)) {
    const name = viewColumnNames.get(origin.viewId)?.get(origin.viewColumn);
    if (name === undefined) continue;
    const byColumn = references.get(origin.viewId) ?? new Map<string, string[]>();
    references.set(origin.viewId, byColumn);
    const key = `${origin.tableId}.${origin.tableColumn}`;
    const names = byColumn.get(key) ?? [];
    if (!names.includes(name)) names.push(name);
    byColumn.set(key, names);
  }

  const dependencies: KeyDependency[] = [];
  for (const view of views) {
    const byColumn = references.get(view.id);
    if (!byColumn) continue;
    for (const constraint of constraints) {
      const sides: {
        type: 'f' | 'f_ref';
        tableId: number | null;
        schema: string | null;
        name: string | null;
        columns: { attnum: number; name: string }[] | null;
      }[] = [
        {
          type: 'f',
          tableId: constraint.table_id,
          schema: constraint.table_schema,
          name: constraint.table_name,
          columns: constraint.columns,
        },
      ];
      if (constraint.in_schema) {
        sides.push({
          type: 'f_ref',
          tableId: constraint.referenced_table_id,
          schema: constraint.referenced_table_schema,
          name: constraint.referenced_table_name,
          columns: constraint.referenced_columns,
        });
      }
      for (const side of sides) {
        if (side.tableId === null || side.schema === null || side.name === null || !side.columns) continue;
        const columns = side.columns.map((column) => ({
          tableColumn: column.name,
          viewColumns: byColumn.get(`${side.tableId}.${column.attnum}`) ?? [],
        }));
        if (columns.length === 0 || columns.some((column) => column.viewColumns.length === 0)) continue;
        dependencies.push({
          tableSchema: side.schema,
          tableName: side.name,
          viewName: view.name,
          constraintName: constraint.name,
          constraintType: side.type,
          columns,
        });
      }
    }
  }
  return dependencies;
}

/** every choice of one view column per key column (a key column may show in several view columns) */
function viewColumnChoices(dependency: KeyDependency): string[][] {
  return dependency.columns.reduce<string[][]>(
    (choices, column) => choices.flatMap((choice) => column.viewColumns.map((name) => [...choice, name])),
    [[]],
  );
}

/** The relationships that views add to the foreign keys between tables of `schema`. */
export function viewKeyDependencies(
  schema: string,
  views: RawViewDefinition[],
  constraints: RawConstraintKey[],
  tableRelationships: CatalogRelationship[],
): CatalogRelationship[] {
  const dependencies = keyDependencies(views, constraints);
  return tableRelationships.flatMap((relationship) => {
    const fromViews = dependencies.filter(
      (d) =>
        d.constraintType === 'f' &&
        d.tableSchema === relationship.schema &&
        d.tableName === relationship.relation &&
        d.constraintName === relationship.foreignKeyName,
    );
    const toViews = dependencies.filter(
      (d) =>
        d.constraintType === 'f_ref' &&
        d.tableSchema === relationship.referencedSchema &&
        d.tableName === relationship.referencedRelation &&
        d.constraintName === relationship.foreignKeyName,
    );
    const viewToTable = fromViews.flatMap((from) =>
      viewColumnChoices(from).map((columns) => ({
        ...relationship,
        schema,
        relation: from.viewName,
        columns,
      })),
    );
    const tableToView = toViews.flatMap((to) =>
      viewColumnChoices(to).map((referencedColumns) => ({
        ...relationship,
        referencedSchema: schema,
        referencedRelation: to.viewName,
        referencedColumns,
      })),
    );
    const viewToView = fromViews.flatMap((from) =>
      viewColumnChoices(from).flatMap((columns) =>
        toViews.flatMap((to) =>
          viewColumnChoices(to).map((referencedColumns) => ({
            ...relationship,
            schema,
            relation: from.viewName,
            columns,
            referencedSchema: schema,
            referencedRelation: to.viewName,
            referencedColumns,
          })),
        ),
      ),
    );
    return [...viewToTable, ...tableToView, ...viewToView];
  });
}
