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
