/** An API call that did not succeed: the server's error code (or NETWORK), with its HTTP status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields?: { path: string; message: string }[],
  ) {
    super(message);
  }
}
