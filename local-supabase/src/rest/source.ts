import type { ColumnInfo, FunctionInfo, TableInfo } from './schema-cache';

/** Something rows are selected from: a table/view, a function result or a mutation's RETURNING set. */
export interface Source {
  /** name used in error messages (table name or function name) */
  name: string;
  columns: Map<string, ColumnInfo>;
  /** the public table whose foreign keys define the embeddable relationships, if any */
  relation: string | null;
  /** the schema of that table (default public) */
  schema?: string;
  /** computed fields of that table: functions f(row) returning a scalar */
  computed?: Map<string, FunctionInfo>;
}

export function tableSource(table: TableInfo): Source {
  return {
    name: table.name,
    columns: table.columnsByName,
    relation: table.name,
    schema: table.schema,
    computed: table.computedFields,
  };
}
