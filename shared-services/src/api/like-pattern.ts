/**
 * A PostgREST `ilike` pattern that matches `text` anywhere: `\`, `%` and `_` are escaped so they match
 * themselves, and `,` `(` `)` (which break a PostgREST filter) become spaces.
 */
export const likePattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/[,()]/g, ' ')}%`;
