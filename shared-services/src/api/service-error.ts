import { serverErrorMessage } from './error-messages';

/**
 * A failed service call as RTK Query keeps it in the store: plain data (an Error instance is not
 * serializable). `code` and `userMessage` are kept when the thrown error had them (OrderError does); other
 * errors get a `userMessage` in Indonesian when the server's error is a known one.
 */
export interface ServiceError {
  name: string;
  message: string;
  code?: string;
  userMessage?: string | null;
}

export function toServiceError(error: unknown): ServiceError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code, userMessage } = error as Error & { code?: unknown; userMessage?: unknown };
  // an error that decides its own userMessage (OrderError, null included) keeps it; any other gets the
  // server's error in Indonesian when it is a known one
  const shown = 'userMessage' in error ? userMessage : serverErrorMessage(error);
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof shown === 'string' ? { userMessage: shown } : {}),
  };
}

export function isServiceError(value: unknown): value is ServiceError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

export type ServiceResult<Result> = { data: Result } | { error: ServiceError };

/**
 * An endpoint's `queryFn` over a service function: its value as `data`, a thrown error (logged) as a
 * serializable `error`.
 */
export function fromService<Arg, Result>(
  call: (arg: Arg) => Promise<Result>,
): (arg: Arg) => Promise<ServiceResult<Result>> {
  return async (arg) => {
    try {
      return { data: await call(arg) };
    } catch (error) {
      console.error(error);
      return { error: toServiceError(error) };
    }
  };
}

/**
 * What a screen shows for a failed service call: the sentence the service gave for people (a thrown error's
 * `userMessage`, kept by RTK Query), else the fallback.
 */
export function serviceErrorMessage(error: unknown, fallback: string): string {
  const userMessage = isServiceError(error) ? error.userMessage : undefined;
  return typeof userMessage === 'string' && userMessage !== '' ? userMessage : fallback;
}
