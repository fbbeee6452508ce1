import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../db/database';
import type { Gateway } from '../gateway';
import { parseJsonText } from '../http/body-errors';
import type { RequestAuth } from '../rest/contract';
import { isStorableText } from './header-values';
import { storageErrors } from './storage-error';

export type Params = { bucket: string; '*'?: string };

export const SERVICE_ROLE: RequestAuth = { role: 'service_role', claims: { role: 'service_role' } };

export function metaOf(request: FastifyRequest): RequestMeta {
  return { method: request.method, path: request.url.split('?')[0] ?? '', headers: request.headers };
}

export function keyOf(request: FastifyRequest): string {
  return (request.params as Params)['*'] ?? '';
}

export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (Buffer.isBuffer(body)) {
    if (body.length === 0) return {};
    let parsed: unknown;
    try {
      parsed = parseJsonText(body.toString('utf8'));
    } catch {
      throw storageErrors.invalidRequest('Body is not valid JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw storageErrors.invalidRequest('body must be object');
    }
    return parsed as Record<string, unknown>;
  }
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** a required string field of a JSON body (upstream's schema: 400 when missing or not a string) */
export function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined) throw storageErrors.invalidRequest(`body must have required property '${field}'`);
  if (typeof value !== 'string' || !isStorableText(value)) {
    throw storageErrors.invalidRequest(`body/${field} must be string`);
  }
  return value;
}

export function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !isStorableText(value)) {
    throw storageErrors.invalidRequest(`${field} must be string`);
  }
  return value;
}

/** an integer field (JSON number, or a numeric string as ajv coerces query strings), at least `minimum` */
export function optionalInteger(value: unknown, field: string, minimum: number): number | undefined {
  if (value === undefined) return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw storageErrors.invalidRequest(`${field} must be integer`);
  }
  if (number < minimum) throw storageErrors.invalidRequest(`${field} must be >= ${minimum}`);
  return number;
}

export function optionalBooleanField(value: unknown, field: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw storageErrors.invalidRequest(`${field} must be boolean`);
}

export function optionalEnum<T extends string>(
  value: unknown,
  field: string,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw storageErrors.invalidRequest(`${field} must be equal to one of the allowed values`);
  }
  return value as T;
}

/** storage does no apikey check; the JWT (Authorization, else apikey) decides the role */
export function callerOf(gateway: Gateway, request: FastifyRequest): RequestAuth {
  // no JWT at all (neither Authorization nor apikey): the storage API has nothing to verify, as on the CLI
  if (gateway.tokenOf(request.headers) === undefined) throw storageErrors.unauthorized('Invalid Compact JWS');
  const caller = gateway.resolveCaller(request.headers);
  if (!caller.ok) throw storageErrors.unauthorized(caller.message);
  return { role: caller.role, claims: caller.claims };
}

/** routes with upstream's allowInvalidJwt: an invalid JWT makes an unauthenticated request (null) */
export function optionalCallerOf(gateway: Gateway, request: FastifyRequest): RequestAuth | null {
  const caller = gateway.resolveCaller(request.headers);
  return caller.ok ? { role: caller.role, claims: caller.claims } : null;
}
