import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from './auth-service';
import { signInWithOtp } from './otp';
import { challengeFrom } from './pkce';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface AccountRouteDeps {
  auth: AuthService;
  /** the auth routes' error answering (GoTrue's error format) */
  handle: (handler: Handler) => Handler;
  redirectOf: (request: FastifyRequest, fallback?: unknown) => string;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)
    : {};
}

/** POST /otp and /magiclink (e-mail sign-in links), GET and POST /reauthenticate (the password change code) */
export function accountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { auth, handle, redirectOf } = deps;

  const otp = handle(async (request) => {
    const body = bodyOf(request);
    await signInWithOtp(auth, body, redirectOf(request, body.redirect_to), challengeFrom(body));
    return {};
  });
  app.post('/otp', otp);
  app.post('/magiclink', otp);

  // supabase-js reauthenticate() uses GET; GoTrue's docs name POST
  const reauthenticate = handle(async (request) => {
    const caller = await auth.authenticate(request.headers);
    await auth.accountChanges.reauthenticate(caller.userId);
    return {};
  });
  app.get('/reauthenticate', reauthenticate);
  app.post('/reauthenticate', reauthenticate);
}
