import type { RestResponse } from './contract';
import { errors } from './errors';
import type { Preferences } from './types';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

/** The one row every generated statement returns. */
export interface StatementResult {
  total: string | null;
  page_total: number;
  body: string | null;
}

export function contentRange(offset: number, rows: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`;
}

/** json_agg text of exactly one element → that element (json_agg prints "[" + element + "]"). */
export function unwrapSingle(arrayText: string): string {
  return arrayText.slice(1, -1);
}

/** PostgREST's rangeStatus: 416 past the end, 206 for a partial page of a known total. */
export function rangeStatus(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) throw errors.rangeNotSatisfiable(offset, total);
  return rows < total ? 206 : 200;
}

export function baseHeaders(contentType: string | null, prefs: Preferences): Record<string, string> {
  const headers: Record<string, string> = {};
  if (contentType) headers['Content-Type'] = contentType;
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
  return headers;
}

export function withRollback(response: RestResponse, prefs: Preferences): RestResponse {
  return prefs.tx === 'rollback' ? { ...response, rollback: true } : response;
}
