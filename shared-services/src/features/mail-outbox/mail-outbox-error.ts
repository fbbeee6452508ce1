import { serverErrorMessage } from '../../api/error-messages';

/** SQLSTATEs whose message the outbox functions write for people: KP051 mail not found or already queued. */
const OWN_SENTENCE_CODES = ['KP051'];

/** A failed outbox call; `userMessage` is what people read. */
export class MailOutboxError extends Error {
  readonly code: string;
  readonly userMessage: string | null;

  constructor(prefix: string, cause: { code?: string; message: string }) {
    super(`${prefix}: ${cause.message}`);
    this.name = 'MailOutboxError';
    this.code = cause.code ?? '';
    this.userMessage = OWN_SENTENCE_CODES.includes(this.code)
      ? cause.message
      : serverErrorMessage({ code: this.code, message: cause.message });
  }
}
