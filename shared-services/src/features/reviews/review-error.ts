import { serverErrorMessage } from '../../api/error-messages';

/**
 * A failed review call. `code` is the database's SQLSTATE (KP009 may not review, KP010 already done, KP011
 * too late, KP012 not found, 22023 invalid input); `userMessage` what people read: the operation's own
 * sentence for 'already done' (reviewed, edited, reported), else the server's error in Indonesian.
 */
export class ReviewError extends Error {
  readonly code: string;
  readonly userMessage: string | null;

  constructor(
    prefix: string,
    cause: { code?: string; message: string },
    own: Partial<Record<string, string>> = {},
  ) {
    super(`${prefix}: ${cause.message}`);
    this.name = 'ReviewError';
    this.code = cause.code ?? '';
    this.userMessage =
      own[this.code] ??
      (this.code === '22023' ? cause.message : null) ??
      serverErrorMessage({ code: this.code, message: cause.message });
  }
}
