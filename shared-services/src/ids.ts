/*
 * Ids in the domain are what the database gives: a bigint id (products, categories, articles, order lines)
 * is a number, a uuid (users, orders) is a string. Text from a route or a query string becomes an id here.
 */

/** The numeric id in a route parameter or query value, or null when the text cannot be one. */
export function parseId(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isSafeInteger(text) && text > 0 ? text : null;
  const trimmed = (text ?? '').trim();
  return /^\d{1,15}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
}

/**
 * The product ids of a read by id list, as the service sends them: valid ids only, each once, ascending. The
 * same list gives the same request URL whatever the caller's order (the cart's early read depends on it).
 */
export function idList(ids: ReadonlyArray<string | number>): number[] {
  const valid = ids.map(parseId).filter((id): id is number => id !== null);
  return [...new Set(valid)].sort((a, b) => a - b);
}
