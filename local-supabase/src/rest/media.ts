/** Content negotiation for PostgREST's output media types (the Accept header). */
export type MediaKind = 'json' | 'object' | 'csv' | 'geojson' | 'plan';

export interface Media {
  kind: MediaKind;
  /** nulls=stripped: object fields with null values are left out */
  stripNulls: boolean;
  /** for the plan media type: the format of the plan and the media type it describes */
  planFormat: 'text' | 'json';
  planFor: 'json' | 'object' | 'csv' | 'geojson';
  planOptions: string[];
}

interface Range {
  type: string;
  params: Map<string, string>;
}

function parseAccept(accept: string): Range[] {
  return accept
    .split(',')
    .map((part) => {
      const [type = '', ...rest] = part.split(';');
      const params = new Map<string, string>();
      for (const p of rest) {
        const eq = p.indexOf('=');
        if (eq > 0)
          params.set(
            p.slice(0, eq).trim().toLowerCase(),
            p
              .slice(eq + 1)
              .trim()
              .replace(/^"|"$/g, ''),
          );
      }
      return { type: type.trim().toLowerCase(), params };
    })
    .filter((r) => r.type !== '');
}

const JSON_TYPES = new Set(['application/json', '*/*', 'application/*', 'application/vnd.pgrst.array+json']);

function kindOf(type: string): 'json' | 'object' | 'csv' | 'geojson' | null {
  if (JSON_TYPES.has(type) || type === 'application/vnd.pgrst.array') return 'json';
  if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
    return 'object';
  if (type === 'text/csv') return 'csv';
  // PostGIS rows as a FeatureCollection (ST_AsGeoJSON, from the extensions on the search path)
  if (type === 'application/geo+json') return 'geojson';
  return null;
}

/** The first acceptable media type of the Accept header (JSON when there is none or none is known). */
export function negotiate(accept: string | undefined): Media {
  const media: Media = {
    kind: 'json',
    stripNulls: false,
    planFormat: 'text',
    planFor: 'json',
    planOptions: [],
  };
  if (!accept) return media;
  for (const range of parseAccept(accept)) {
    const plan = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/.exec(range.type);
    if (plan) {
      media.kind = 'plan';
      media.planFormat = plan[1] === 'json' ? 'json' : 'text';
      media.planFor = kindOf(range.params.get('for')?.toLowerCase() ?? 'application/json') ?? 'json';
      media.planOptions = (range.params.get('options') ?? '')
        .split('|')
        .map((o) => o.trim().toLowerCase())
        .filter(Boolean);
      return media;
    }
    const kind = kindOf(range.type);
    if (kind === null) continue;
    media.kind = kind;
    media.stripNulls =
      (range.type.startsWith('application/vnd.pgrst.') && range.params.get('nulls') === 'stripped') || false;
    return media;
  }
  return media;
}

/** The Content-Type PostgREST answers with for a media type. */
export function contentTypeOf(media: Media): string {
  if (media.kind === 'csv') return 'text/csv; charset=utf-8';
  if (media.kind === 'geojson') return 'application/geo+json; charset=utf-8';
  if (media.kind === 'object')
    return media.stripNulls
      ? 'application/vnd.pgrst.object+json; nulls=stripped; charset=utf-8'
      : 'application/vnd.pgrst.object+json; charset=utf-8';
  if (media.kind === 'plan') {
    const forType =
      media.planFor === 'csv'
        ? 'text/csv'
        : media.planFor === 'geojson'
          ? 'application/geo+json'
          : media.planFor === 'object'
            ? 'application/vnd.pgrst.object+json'
            : 'application/json';
    return `application/vnd.pgrst.plan+${media.planFormat}; for="${forType}"; charset=utf-8`;
  }
  return media.stripNulls
    ? 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8'
    : 'application/json; charset=utf-8';
}
