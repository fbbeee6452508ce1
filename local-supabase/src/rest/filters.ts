import { errors } from './errors';
import { arrayLiteral, type Params, quoteIdent, quoteQualified } from './sql';
import { IS_VALUES, operatorOf } from './operators';
import type { Source } from './source';
import type { Condition, FieldRef, FilterCondition, OrderTerm } from './types';

/** A column reference with its JSON path; the column is checked against the source first. */
export function fieldSql(source: Source, alias: string, field: FieldRef, params: Params): string {
  let sql: string;
  const computed = source.columns.has(field.name) ? undefined : source.computed?.get(field.name);
  if (computed && source.relation !== null) {
    // a computed field: the function called with the row, cast to the table's row type
    const schema = source.schema ?? 'public';
    sql = `${quoteQualified(schema, computed.name)}(${alias}::${quoteQualified(schema, source.relation)})`;
  } else if (!source.columns.has(field.name)) throw errors.unknownColumn(source.name, field.name);
  else sql = `${alias}.${quoteIdent(field.name)}`;
  for (const step of field.jsonPath) {
    const isIndex = /^-?\d+$/.test(step.key);
    sql += `${step.arrow}${params.add(step.key)}::${isIndex ? 'int' : 'text'}`;
  }
  return sql;
}

function filterSql(source: Source, alias: string, filter: FilterCondition, params: Params): string {
  const lhs = fieldSql(source, alias, filter.field, params);
  const { value } = filter;
  const operator = operatorOf(filter.operator);
  if (!operator) throw errors.parse(`"failed to parse filter (${filter.operator})"`, 'unknown operator');
  let sql: string;
  if (operator.kind === 'is') {
    sql = `${lhs} ${IS_VALUES[value as string]}`;
  } else if (operator.kind === 'in') {
    sql = `${lhs} = ANY(${params.add(arrayLiteral(value as string[]))})`;
  } else if (operator.kind === 'fts') {
    const column = source.columns.get(filter.field.name);
    const isVector = column?.type === 'tsvector' && filter.field.jsonPath.length === 0;
    const config = filter.config === null ? null : `${params.add(filter.config)}::regconfig`;
    const vector = isVector ? lhs : `to_tsvector(${config ? `${config}, ` : ''}${lhs})`;
    const query = `${operator.tsqueryFunction}(${config ? `${config}, ` : ''}${params.add(value)})`;
    sql = `${vector} @@ ${query}`;
  } else if (filter.quantifier) {
    sql = `${lhs} ${operator.sql} ${filter.quantifier.toUpperCase()}(${params.add(arrayLiteral(value as string[]))})`;
  } else {
    sql = `${lhs} ${operator.sql} ${params.add(value)}`;
  }
  return filter.negated ? `NOT (${sql})` : sql;
}

export function conditionSql(source: Source, alias: string, condition: Condition, params: Params): string {
  if (condition.kind === 'filter') return filterSql(source, alias, condition, params);
  const joiner = condition.operator === 'and' ? ' AND ' : ' OR ';
  const sql = `(${condition.children.map((child) => conditionSql(source, alias, child, params)).join(joiner)})`;
  return condition.negated ? `NOT ${sql}` : sql;
}

/** The value a related order term (`order=rel(col)`) sorts by: a column of that to-one embed. */
export type RelatedOrderField = (term: OrderTerm & { relation: string }) => string;

export function orderSql(
  source: Source,
  alias: string,
  terms: OrderTerm[],
  params: Params,
  relatedField?: RelatedOrderField,
): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const { relation } = term;
    let sql: string;
    if (relation === undefined) sql = fieldSql(source, alias, term.field, params);
    else if (relatedField) sql = relatedField({ ...term, relation });
    else throw errors.notEmbedded(relation);
    if (term.direction) sql += term.direction === 'asc' ? ' ASC' : ' DESC';
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return ` ORDER BY ${parts.join(', ')}`;
}

export function pagingSql(limit: string | null, offset: string | null, params: Params): string {
  let sql = '';
  if (limit !== null) sql += ` LIMIT ${params.add(limit)}::bigint`;
  if (offset !== null) sql += ` OFFSET ${params.add(offset)}::bigint`;
  return sql;
}
