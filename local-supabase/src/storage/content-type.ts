/** formats whose real content we can recognise from their first bytes */
const SIGNATURES: { mime: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    matches: (b) =>
      b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    matches: (b) =>
      b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  { mime: 'image/gif', matches: (b) => b.length >= 6 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6)) },
  { mime: 'application/pdf', matches: (b) => b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-' },
];

const RECOGNISED = new Set(SIGNATURES.map((signature) => signature.mime));

/** the media type without parameters, lower-cased: "Text/Plain;charset=UTF-8" → "text/plain" */
export function baseMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function sniffMimeType(bytes: Buffer): string | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.mime;
}

/** bucket allow-lists may use wildcards: image/* */
export function isMimeAllowed(mime: string, allowed: string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = baseMimeType(mime);
  return allowed.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    if (wanted === '*/*' || wanted === '*') return true;
    if (wanted.endsWith('/*')) return base.startsWith(wanted.slice(0, -1));
    return base === wanted;
  });
}

export type ContentCheck =
  { ok: true; mimeType: string } | { ok: false; reason: 'not_allowed' | 'mismatch'; mimeType: string };

/**
 * The declared type must be allowed by the bucket, and the bytes must be what they claim: a ".png" that
 * is really text is refused. A real image declared as another image format is stored under its true type.
 */
export function checkContent(
  declared: string,
  bytes: Buffer,
  allowed: string[] | null | undefined,
): ContentCheck {
  const declaredBase = baseMimeType(declared) || 'application/octet-stream';
  const detected = sniffMimeType(bytes);
  if (RECOGNISED.has(declaredBase) && detected === undefined) {
    return { ok: false, reason: 'mismatch', mimeType: declaredBase };
  }
  const restrictsToImages =
    !!allowed?.length && allowed.every((type) => type.trim().toLowerCase().startsWith('image/'));
  if (restrictsToImages && detected === undefined) {
    return {
      ok: false,
      reason: isMimeAllowed(declaredBase, allowed) ? 'mismatch' : 'not_allowed',
      mimeType: declaredBase,
    };
  }
  const effective =
    detected && detected !== declaredBase && RECOGNISED.has(declaredBase) ? detected : declared;
  if (!isMimeAllowed(declaredBase, allowed) || !isMimeAllowed(effective, allowed)) {
    return { ok: false, reason: 'not_allowed', mimeType: declaredBase };
  }
  return { ok: true, mimeType: effective };
}

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  json: 'application/json',
  pdf: 'application/pdf',
};

export function mimeTypeFromFileName(name: string): string {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? 'application/octet-stream';
}
