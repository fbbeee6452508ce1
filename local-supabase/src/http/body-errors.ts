/** the request body is not valid JSON; each API answers it in its own shape */
export class InvalidJsonBodyError extends Error {
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'invalid JSON body');
  }
}

export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidJsonBodyError(error);
  }
}

export function isBodyTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE';
}
