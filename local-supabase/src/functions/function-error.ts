import type { FastifyReply } from 'fastify';

/** An answer of the functions gateway itself (not of a function): `{ code, message }` and `sb-error-code` */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const functionErrors = {
  notFound: () => new FunctionError(404, 'NOT_FOUND', 'Requested function was not found'),
  noAuthHeader: () => new FunctionError(401, 'UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header'),
  notBearer: () =>
    new FunctionError(401, 'UNAUTHORIZED_INVALID_JWT_FORMAT', "Auth header is not 'Bearer {token}'"),
  invalidJwt: () => new FunctionError(401, 'UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid JWT'),
  bootError: () => new FunctionError(503, 'BOOT_ERROR', 'Worker failed to boot (please check logs)'),
  workerError: () =>
    new FunctionError(500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)'),
  timeout: () =>
    new FunctionError(
      504,
      'IDLE_TIMEOUT',
      'Function did not respond within the request timeout (please check logs)',
    ),
  unavailable: () => new FunctionError(503, 'SERVICE_UNAVAILABLE', 'The server is shutting down'),
};

export function sendFunctionError(reply: FastifyReply, error: FunctionError): FastifyReply {
  return reply
    .code(error.status)
    .header('sb-error-code', error.code)
    .send({ code: error.code, message: error.message });
}
