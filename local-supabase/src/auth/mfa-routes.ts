import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteHandler } from '../http/route-errors';
import type { AuthService } from './auth-service';
import { MfaService, normalizeIp } from './mfa';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)
    : {};
}

function factorIdOf(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/** GoTrue's /factors routes (TOTP MFA), registered inside the auth routes with their error handling */
export function mfaRoutes(
  app: FastifyInstance,
  auth: AuthService,
  handle: (handler: RouteHandler) => RouteHandler,
): void {
  const mfa = new MfaService(auth.config, auth.db, auth.tokens);
  const callerOf = (request: FastifyRequest) => auth.authenticate(request.headers);

  app.post(
    '/factors',
    handle(async (request) => mfa.enroll(await callerOf(request), bodyOf(request))),
  );

  app.post(
    '/factors/:id/challenge',
    handle(async (request) =>
      mfa.challenge(await callerOf(request), factorIdOf(request), normalizeIp(request.ip)),
    ),
  );

  app.post(
    '/factors/:id/verify',
    handle(async (request) =>
      mfa.verify(await callerOf(request), factorIdOf(request), bodyOf(request), normalizeIp(request.ip)),
    ),
  );

  app.delete(
    '/factors/:id',
    handle(async (request) => mfa.unenroll(await callerOf(request), factorIdOf(request))),
  );
}
