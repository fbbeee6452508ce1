import type {
  Catalog,
  CatalogColumn,
  CatalogFunction,
  CatalogFunctionArg,
  CatalogRelation,
  CatalogRelationship,
  CatalogType,
} from './catalog';

/**
 * Renders a catalogue as `supabase gen types typescript` does (postgres-meta's TypeScript template):
 * the `Database` type, the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers and `Constants`.
 * The text is unformatted; the caller runs Prettier over it.
 */
export interface RenderOptions {
  /** PostgREST major version announced to supabase-js in `__InternalSupabase` */
  postgrestVersion: string;
}

/** JSON/jsonb and text: the only types PostgREST accepts for an unnamed argument */
const UNNAMED_ARG_TYPE_NAMES = new Set(['json', 'jsonb', 'text']);
const INPUT_MODES = new Set(['in', 'inout', 'variadic']);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric']);
const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
]);

// Names sort as the Supabase CLI sorts them (String#localeCompare under an English locale), fixed here so
// the output does not depend on the machine's locale.
const collator = new Intl.Collator('en');
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);

const q = (text: string) => JSON.stringify(text);

interface SchemaFunction {
  fn: CatalogFunction;
  inArgs: CatalogFunctionArg[];
}

export function renderTypeScript(catalog: Catalog, options: RenderOptions): string {
  const schema = catalog.schema;
  const relationsById = new Map(catalog.relations.map((r) => [r.id, r]));
  const typesById = new Map(catalog.types.map((t) => [t.id, t]));
  const relationTypesById = new Map(
    catalog.types.filter((t) => t.typeRelationId !== null).map((t) => [t.id, t]),
  );
  const tables = catalog.relations
    .filter((r) => r.kind === 'table' || r.kind === 'foreign_table')
    .sort(byName);
  const views = catalog.relations
    .filter((r) => r.kind === 'view' || r.kind === 'materialized_view')
    .sort(byName);
  const enums = catalog.types.filter((t) => t.schema === schema && t.enums.length > 0).sort(byName);
  const compositeTypes = catalog.types
    .filter((t) => t.schema === schema && t.attributes.length > 0)
    .sort(byName);

  const columnsByRelation = new Map<number, CatalogColumn[]>();
  for (const column of catalog.columns) {
    columnsByRelation.set(column.tableId, [...(columnsByRelation.get(column.tableId) ?? []), column]);
  }
  for (const columns of columnsByRelation.values()) columns.sort(byName);
  const columnsOf = (relation: CatalogRelation) => columnsByRelation.get(relation.id) ?? [];

  const relationships = [...catalog.relationships].sort(
    (a, b) =>
      collator.compare(a.foreignKeyName, b.foreignKeyName) ||
      collator.compare(a.referencedRelation, b.referencedRelation) ||
      collator.compare(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)) ||
      collator.compare(a.relation, b.relation) ||
      collator.compare(JSON.stringify(a.columns), JSON.stringify(b.columns)),
  );
  // Only relationships inside the schema: a foreign key to auth.users is not embeddable from the API.
  const relationshipsOf = (relation: CatalogRelation) =>
    relationships.filter(
      (r) => r.schema === schema && r.relation === relation.name && r.referencedSchema === schema,
    );

  function pgTypeToTs(typeName: string): string {
    if (typeName === 'bool') return 'boolean';
    if (NUMBER_TYPES.has(typeName)) return 'number';
    if (STRING_TYPES.has(typeName)) return 'string';
    if (typeName === 'json' || typeName === 'jsonb') return 'Json';
    if (typeName === 'void') return 'undefined';
    if (typeName === 'record') return 'Record<string, unknown>';
    if (typeName.startsWith('_')) return `(${pgTypeToTs(typeName.slice(1))})[]`;
    const pick = (candidates: CatalogType[]) => candidates.find((t) => t.schema === schema) ?? candidates[0];
    const enumType = pick(catalog.types.filter((t) => t.name === typeName && t.enums.length > 0));
    if (enumType) {
      return enumType.schema === schema
        ? `Database[${q(schema)}]['Enums'][${q(enumType.name)}]`
        : enumType.enums.map(q).join('|');
    }
    const compositeType = pick(catalog.types.filter((t) => t.name === typeName && t.attributes.length > 0));
    if (compositeType) {
      return compositeType.schema === schema
        ? `Database[${q(schema)}]['CompositeTypes'][${q(compositeType.name)}]`
        : 'unknown';
    }
    if (catalog.relations.some((r) => r.kind === 'table' && r.name === typeName)) {
      return `Database[${q(schema)}]['Tables'][${q(typeName)}]['Row']`;
    }
    if (catalog.relations.some((r) => r.kind === 'view' && r.name === typeName)) {
      return `Database[${q(schema)}]['Views'][${q(typeName)}]['Row']`;
    }
    return 'unknown';
  }

  const typeIdToTs = (typeId: number) => {
    const type = typesById.get(typeId);
    return type ? pgTypeToTs(type.name) : 'unknown';
  };

  // `unknown` already includes null
  const nullable = (tsType: string, isNullable: boolean) =>
    isNullable && tsType !== 'unknown' ? `${tsType} | null` : tsType;

  const member = (name: string, optional: boolean, tsType: string) =>
    `${q(name)}${optional ? '?' : ''}: ${tsType}`;

  const columnMember = (column: CatalogColumn, optional: boolean, isNullable = column.isNullable) =>
    member(column.name, optional, nullable(pgTypeToTs(column.format), isNullable));

  /** The name of the relation (or composite type) a function returns rows of, if any. */
  function returnedRelationName(fn: CatalogFunction): string | null {
    if (fn.returnTypeRelationId === null) return null;
    const relation = relationsById.get(fn.returnTypeRelationId);
    if (relation) return relation.name;
    return relationTypesById.get(fn.returnTypeId)?.name ?? null;
  }

  // Which functions PostgREST can call: all input arguments named, or unnamed ones it can bind
  // (json/jsonb/text, a single row of a table for a computed field).
  const functions: SchemaFunction[] = [];
  for (const fn of catalog.functions) {
    if (fn.returnType === 'trigger' || fn.returnType === 'event_trigger') continue;
    const internal = (typeId: number) => typesById.get(typeId)?.name === 'internal';
    if (internal(fn.returnTypeId) || fn.args.some((arg) => internal(arg.typeId))) continue;
    const args = [...fn.args].sort(byName);
    const sorted = { ...fn, args };
    const inArgs = args.filter((arg) => INPUT_MODES.has(arg.mode));
    const unnamedBindable = (arg: CatalogFunctionArg) =>
      UNNAMED_ARG_TYPE_NAMES.has(typesById.get(arg.typeId)?.name ?? '');
    const [onlyArg] = inArgs;
    const callable =
      inArgs.length === 0 ||
      inArgs.every((arg) => arg.name !== '' || (arg.hasDefault && unnamedBindable(arg))) ||
      (inArgs.length === 1 &&
        onlyArg !== undefined &&
        onlyArg.name === '' &&
        (unnamedBindable(onlyArg) || relationTypesById.has(onlyArg.typeId)));
    if (callable) functions.push({ fn: sorted, inArgs });
  }
  functions.sort((a, b) => byName(a.fn, b.fn));

  function functionReturnType(fn: CatalogFunction): string {
    const tableArgs = fn.args.filter((arg) => arg.mode === 'table');
    if (tableArgs.length > 0) {
      return `{\n${tableArgs.map((arg) => member(arg.name, false, typeIdToTs(arg.typeId))).join('\n')}\n}`;
    }
    const relation =
      fn.returnTypeRelationId === null ? undefined : relationsById.get(fn.returnTypeRelationId);
    if (relation) {
      return `{\n${columnsOf(relation)
        .map((column) => columnMember(column, false))
        .join('\n')}\n}`;
    }
    return typeIdToTs(fn.returnTypeId);
  }

  function setofOptions(fn: CatalogFunction, returnsOneRow: boolean): string {
    const target = returnedRelationName(fn);
    if (target === null) return '';
    let from = '*';
    let isOneToOne = returnsOneRow;
    let isSetofReturn = fn.isSetReturning;
    const [onlyArg] = fn.args;
    const argRelationType =
      fn.args.length === 1 && onlyArg ? relationTypesById.get(onlyArg.typeId) : undefined;
    if (argRelationType) {
      // a function of one row of a table, used as an embedded resource
      from = argRelationType.format;
      if (!fn.isSetReturning) {
        isOneToOne = true;
        isSetofReturn = false;
      }
    }
    return `\nSetofOptions: {\nfrom: ${q(from)}\nto: ${q(target)}\nisOneToOne: ${isOneToOne}\nisSetofReturn: ${isSetofReturn}\n}`;
  }

  function returnsWithOptions(fn: CatalogFunction, returnType: string): string {
    const target = returnedRelationName(fn);
    const returnsManyRows = fn.rows !== null && fn.rows > 1;
    // ROWS 1 makes the result one object only when the SetofOptions tell supabase-js so
    const singleRow = !returnsManyRows && target !== null;
    const array = fn.isSetReturning && !singleRow ? '[]' : '';
    return `${returnType}${array}${setofOptions(fn, !returnsManyRows)}`;
  }

  const argsType = (inArgs: CatalogFunctionArg[]) =>
    `{ ${inArgs.map((arg) => member(arg.name, arg.hasDefault, typeIdToTs(arg.typeId))).join('; ')} }`;

  /** PostgREST's answer when it cannot pick one of several overloads for the same arguments */
  function overloadConflict(overloads: SchemaFunction[], current: SchemaFunction): string | null {
    if (overloads.length <= 1) return null;
    const { fn, inArgs } = current;
    const others = overloads.filter((other) => other.fn !== fn);
    if (inArgs.length === 0) {
      const conflicting = others.find(
        (other) => other.inArgs.length === 1 && other.inArgs[0]?.name === '' && other.inArgs[0].hasDefault,
      );
      if (conflicting) {
        const returnTypeName = typesById.get(conflicting.fn.returnTypeId)?.name ?? 'unknown';
        return `Could not choose the best candidate function between: ${schema}.${fn.name}(), ${schema}.${fn.name}( => ${returnTypeName}). Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    const [onlyArg] = inArgs;
    if (inArgs.length === 1 && onlyArg && onlyArg.name !== '') {
      const conflicting = others.filter(
        (other) =>
          other.inArgs.length === 1 &&
          other.inArgs[0]?.name === onlyArg.name &&
          other.inArgs[0].typeId !== onlyArg.typeId,
      );
      if (conflicting.length > 0) {
        const list = [current, ...conflicting]
          .sort((a, b) => (a.inArgs[0]?.typeId ?? 0) - (b.inArgs[0]?.typeId ?? 0))
          .map(
            (other) =>
              `${schema}.${fn.name}(${other.inArgs
                .map((arg) => `${arg.name} => ${typesById.get(arg.typeId)?.name ?? 'unknown'}`)
                .join(', ')})`,
          )
          .join(', ');
        return `Could not choose the best candidate function between: ${list}. Try renaming the parameters or the function itself in the database so function overloading can be resolved`;
      }
    }
    return null;
  }

  function functionSignature(overloads: SchemaFunction[], current: SchemaFunction): string {
    const { fn, inArgs } = current;
    const args = inArgs.length > 0 ? argsType(inArgs) : 'never';
    let returnType = functionReturnType(fn);
    const conflict = overloadConflict(overloads, current);
    const [onlyArg] = inArgs;
    if (conflict) {
      returnType = `{ error: true } & ${q(conflict)}`;
    } else if (
      inArgs.length === 1 &&
      onlyArg?.name === '' &&
      relationTypesById.has(onlyArg.typeId) &&
      returnedRelationName(fn) === null
    ) {
      returnType = `{ error: true } & ${q(
        `the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`,
      )}`;
    }
    return `{ Args: ${args}; Returns: ${returnsWithOptions(fn, returnType)} }`;
  }

  function renderFunctions(): string {
    if (functions.length === 0) return '[_ in never]: never';
    const byFunctionName = new Map<string, SchemaFunction[]>();
    for (const entry of functions) {
      byFunctionName.set(entry.fn.name, [...(byFunctionName.get(entry.fn.name) ?? []), entry]);
    }
    return [...byFunctionName]
      .map(([name, overloads]) => {
        overloads.sort(
          (a, b) =>
            collator.compare(a.fn.argumentTypes, b.fn.argumentTypes) ||
            collator.compare(a.fn.returnType, b.fn.returnType),
        );
        return `${q(name)}:\n${overloads.map((o) => functionSignature(overloads, o)).join(' |\n')}`;
      })
      .join('\n');
  }

  const renderRelationship = (r: CatalogRelationship) =>
    `{\nforeignKeyName: ${q(r.foreignKeyName)}\ncolumns: ${JSON.stringify(r.columns)}\nisOneToOne: ${r.isOneToOne}\nreferencedRelation: ${q(r.referencedRelation)}\nreferencedColumns: ${JSON.stringify(r.referencedColumns)}\n}`;
  const renderRelationships = (relation: CatalogRelation) =>
    `Relationships: [\n${relationshipsOf(relation).map(renderRelationship).join(',\n')}\n]`;

  /** computed fields: functions taking one row of the relation */
  const computedFields = (relation: CatalogRelation) =>
    functions
      .filter(({ fn }) => fn.argumentTypes === relation.name)
      .map(({ fn }) => `${q(fn.name)}: ${nullable(functionReturnType(fn), true)}`);

  const block = (lines: string[]) => `{\n${lines.join('\n')}\n}`;

  function renderTable(table: CatalogRelation): string {
    const columns = columnsOf(table);
    const row = [...columns.map((c) => columnMember(c, false)), ...computedFields(table)];
    const insert = columns.map((c) =>
      c.identityGeneration === 'ALWAYS'
        ? member(c.name, true, 'never')
        : columnMember(c, c.isNullable || c.isIdentity || c.hasDefault),
    );
    const update = columns.map((c) =>
      c.identityGeneration === 'ALWAYS' ? member(c.name, true, 'never') : columnMember(c, true),
    );
    return `${q(table.name)}: {\nRow: ${block(row)}\nInsert: ${block(insert)}\nUpdate: ${block(update)}\n${renderRelationships(table)}\n}`;
  }

  function renderView(view: CatalogRelation): string {
    const columns = columnsOf(view);
    const row = [...columns.map((c) => columnMember(c, false)), ...computedFields(view)];
    let writable = '';
    if (view.kind === 'view' && view.isUpdatable) {
      const fields = block(
        columns.map((c) => (c.isUpdatable ? columnMember(c, true, true) : member(c.name, true, 'never'))),
      );
      writable = `Insert: ${fields}\nUpdate: ${fields}\n`;
    }
    return `${q(view.name)}: {\nRow: ${block(row)}\n${writable}${renderRelationships(view)}\n}`;
  }

  const orNever = (entries: string[]) => (entries.length === 0 ? '[_ in never]: never' : entries.join('\n'));

  const renderEnums = () => orNever(enums.map((e) => `${q(e.name)}: ${e.enums.map(q).join(' | ')}`));

  const renderCompositeTypes = () =>
    orNever(
      compositeTypes.map(
        (t) =>
          `${q(t.name)}: ${block(t.attributes.map((a) => member(a.name, false, nullable(typeIdToTs(a.typeId), true))))}`,
      ),
    );

  const constants = enums.map((e) => `${q(e.name)}: [${e.enums.map(q).join(', ')}]`).join(',\n');

  return `export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(options.postgrestVersion)}
  }
  ${q(schema)}: {
    Tables: {
      ${orNever(tables.map(renderTable))}
    }
    Views: {
      ${orNever(views.map(renderView))}
    }
    Functions: {
      ${renderFunctions()}
    }
    Enums: {
      ${renderEnums()}
    }
    CompositeTypes: {
      ${renderCompositeTypes()}
    }
  }
}

${helperTypes(schema)}

export const Constants = {
  ${q(schema)}: {
    Enums: {
      ${constants}
    },
  },
} as const
`;
}

/** The helper types the CLI appends, verbatim in shape: they resolve names in the default schema. */
function helperTypes(defaultSchema: string): string {
  const tableLike = (
    helper: string,
    source: string,
    inferred: string,
    letter: string,
  ) => `export type ${helper}<
  DefaultSchemaTableNameOrOptions extends
    | keyof ${source === 'both' ? '(DefaultSchema["Tables"] & DefaultSchema["Views"])' : 'DefaultSchema["Tables"]'}
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof ${
      source === 'both'
        ? '(DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] & DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])'
        : 'DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]'
    }
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? ${
    source === 'both'
      ? '(DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] & DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName]'
      : 'DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName]'
  } extends {
      ${inferred}: infer ${letter}
    }
    ? ${letter}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof ${
    source === 'both' ? '(DefaultSchema["Tables"] & DefaultSchema["Views"])' : 'DefaultSchema["Tables"]'
  }
    ? ${
      source === 'both'
        ? '(DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions]'
        : 'DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions]'
    } extends {
        ${inferred}: infer ${letter}
      }
      ? ${letter}
      : never
    : never`;

  const typeLike = (
    helper: string,
    param: string,
    nameParam: string,
    section: string,
  ) => `export type ${helper}<
  ${param} extends
    | keyof DefaultSchema["${section}"]
    | { schema: keyof DatabaseWithoutInternals },
  ${nameParam} extends ${param} extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[${param}["schema"]]["${section}"]
    : never = never,
> = ${param} extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[${param}["schema"]]["${section}"][${nameParam}]
  : ${param} extends keyof DefaultSchema["${section}"]
    ? DefaultSchema["${section}"][${param}]
    : never`;

  return `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${q(defaultSchema)}>]

${tableLike('Tables', 'both', 'Row', 'R')}

${tableLike('TablesInsert', 'tables', 'Insert', 'I')}

${tableLike('TablesUpdate', 'tables', 'Update', 'U')}

${typeLike('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName', 'Enums')}

${typeLike('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName', 'CompositeTypes')}`;
}
