import type { FastifyInstance } from 'fastify';
import { authErrors, sendAuthError } from './auth-error';

/** the first string (or key) of a parsed body or query holding a NUL, walked without recursion */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      stack.push(...(current as unknown[]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL (22021): a token, e-mail or code carrying one would fail its query
 * with a 500. Every auth request is checked once its body is parsed, and answered 400 instead.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (holdsNul(request.query) || holdsNul(request.body)) {
      return sendAuthError(request, reply, authErrors.validation('Request contains a NUL character'));
    }
  });
}
