import type { FastifyReply, FastifyRequest } from 'fastify';

export const API_VERSION = '2024-01-01';

/** A GoTrue error: HTTP status, error code and message, with GoTrue's exact codes and texts */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  /** reasons: "length", "characters", "pwned" (see password-policy.ts) */
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  invalidEmail: () =>
    new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  unsupportedGrant: () => new AuthError(400, 'invalid_credentials', 'unsupported_grant_type'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  emailRateLimit: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  /** a client IP over one of the [auth.rate_limit] buckets */
  overRequestRateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  /** the server's e-mails of the hour ([auth.rate_limit] email_sent) are used up */
  overEmailSendRateLimit: () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: (message: string) => new AuthError(422, 'reauthentication_not_valid', message),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  flowStateNotFound: () =>
    new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  unsupportedProvider: (provider: string) =>
    new AuthError(400, 'validation_failed', `Unsupported provider: Provider ${provider} could not be found`),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  noApiKey: () => new AuthError(401, 'no_api_key', 'No API key found in request'),
  invalidApiKey: () => new AuthError(401, 'invalid_api_key', 'Invalid API key'),
  unexpected: () => new AuthError(500, 'unexpected_failure', 'Database error saving new user'),
  payloadTooLarge: () => new AuthError(413, 'request_too_large', 'Request body too large'),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  notFound: () => new AuthError(404, 'not_found', 'Not found'),
};

/** 2024-01-01 format when the client asks for it (supabase-js always does), the legacy one otherwise */
export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError): FastifyReply {
  const version = request.headers['x-supabase-api-version'];
  const modern = typeof version === 'string' && version >= API_VERSION;
  reply.code(error.status).header('x-sb-error-code', error.code);
  if (modern) {
    reply.header('X-Supabase-Api-Version', API_VERSION);
    return reply.send({ code: error.code, message: error.message, ...error.extra });
  }
  return reply.send({ code: error.status, error_code: error.code, msg: error.message, ...error.extra });
}
