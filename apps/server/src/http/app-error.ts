import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@gius/shared/errors';

/**
 * The one error a service throws on purpose. The HTTP status comes from the code;
 * the message is English, for logs and API clients (the web app translates the code).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: { path: string; message: string }[],
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}
