import type { FastifyReply, FastifyRequest } from 'fastify';

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Makes a wrapper for an API's route handlers: an error of that API's own class (GoTrue's AuthError,
 * Storage's StorageError) is answered in the API's error format; anything else goes on to the
 * server's error handler (which logs it and answers 500).
 */
export function answeringErrorsOf<E extends Error>(
  ApiError: abstract new (...args: never[]) => E,
  send: (request: FastifyRequest, reply: FastifyReply, error: E) => FastifyReply,
): (handler: RouteHandler) => RouteHandler {
  return (handler) => async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof ApiError) return send(request, reply, error);
      throw error;
    }
  };
}
