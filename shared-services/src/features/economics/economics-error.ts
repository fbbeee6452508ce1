import { serverErrorMessage } from '../../api/error-messages';

const OWN_SENTENCE_CODES = ['22023', 'KP013', 'KP014', 'KP015', 'KP016', 'KP017', 'KP018', 'KP019'];

/** A failed economics call; `userMessage` is what people read. */
export class EconomicsError extends Error {
  readonly code: string;
  readonly userMessage: string | null;

  constructor(prefix: string, cause: { code?: string; message: string }) {
    super(`${prefix}: ${cause.message}`);
    this.name = 'EconomicsError';
    this.code = cause.code ?? '';
    this.userMessage = OWN_SENTENCE_CODES.includes(this.code)
      ? cause.message
      : serverErrorMessage({ code: this.code, message: cause.message });
  }
}
