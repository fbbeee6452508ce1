// The server's log: one JSON object per line on stdout, as log collectors read it.

export interface Logger {
  /** one line per request (health checks are not logged) */
  request(fields: RequestLog): void;
  info(message: string, fields?: Record<string, unknown>): void;
  /** an error with its stack */
  error(message: string, error: unknown, fields?: Record<string, unknown>): void;
}

export interface RequestLog {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** the remote versions the page was built with (by remote name), for the shell's pages and config */
  remotes?: Record<string, string>;
  /** the client went away before the response was complete */
  aborted?: boolean;
}

function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { error: { name: error.name, message: error.message, stack: error.stack } };
  return error === null || error === undefined
    ? {}
    : { error: { message: typeof error === 'string' ? error : JSON.stringify(error) } };
}

export function createLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const line = (level: string, message: string, fields: Record<string, unknown>) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
  return {
    request: (fields) => line('info', 'request', { ...fields }),
    info: (message, fields = {}) => line('info', message, fields),
    error: (message, error, fields = {}) => line('error', message, { ...fields, ...errorFields(error) }),
  };
}
