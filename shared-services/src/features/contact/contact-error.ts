import { serverErrorMessage } from '../../api/error-messages';

/**
 * SQLSTATEs whose message the contact functions write for people: PT429 too many messages from one address,
 * KP041 message not found, 22023 invalid reply.
 */
const OWN_SENTENCE_CODES = ['PT429', 'KP041', '22023'];

/** A failed contact call; `userMessage` is what people read. */
export class ContactError extends Error {
  readonly code: string;
  readonly userMessage: string | null;

  constructor(prefix: string, cause: { code?: string; message: string }) {
    super(`${prefix}: ${cause.message}`);
    this.name = 'ContactError';
    this.code = cause.code ?? '';
    this.userMessage = OWN_SENTENCE_CODES.includes(this.code)
      ? cause.message
      : serverErrorMessage({ code: this.code, message: cause.message });
  }
}
