import { Transform, type Readable } from 'node:stream';

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

/** The client stopped sending (no closing boundary, a stalled connection) or sent too slowly. */
export class UploadTimeoutError extends Error {
  override name = 'UploadTimeoutError';
}

export interface UploadLimits {
  maxBytes: number;
  /** Longest wait for the next bytes of the file. */
  idleMs: number;
  /** Longest time the whole file may take to arrive. */
  totalMs: number;
}

/**
 * The upload as it arrives, failing with FileTooLargeError as soon as it passes `maxBytes`
 * (counted here, and when the multipart parser reports its own limit, which truncates the
 * file silently), and with UploadTimeoutError when nothing arrives for `idleMs` or the file is
 * not complete after `totalMs`. Piped into storage, the failure aborts the write (its partial
 * file removed, its descriptor closed) before the rest arrives.
 */
export function limitUpload(file: Readable & { truncated?: boolean }, limits: UploadLimits): Readable {
  const { maxBytes } = limits;
  let size = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const tooLarge = () => new FileTooLargeError(`The file is larger than ${maxBytes} bytes`);
  const fail = (err: Error) => {
    clearTimers();
    guard.destroy(err);
  };
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(
      () => fail(new UploadTimeoutError(`No data for ${limits.idleMs} ms`)),
      limits.idleMs,
    ).unref();
  };
  const total = setTimeout(
    () => fail(new UploadTimeoutError(`Not complete after ${limits.totalMs} ms`)),
    Math.max(0, limits.totalMs),
  ).unref();
  const clearTimers = () => {
    clearTimeout(idle);
    clearTimeout(total);
  };
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      armIdle();
      size += chunk.length;
      if (size > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
    flush(callback) {
      clearTimers();
      callback(file.truncated ? tooLarge() : null);
    },
  });
  guard.once('close', clearTimers);
  // A limit may strike before the consumer has attached (storage still opening its file): the
  // consumer sees the error all the same (pipeline and toArray read `errored`), so no listener
  // here must turn it into an uncaught exception.
  guard.on('error', () => {});
  armIdle();
  file.once('limit', () => fail(tooLarge()));
  file.once('error', (err) => fail(err));
  file.pipe(guard);
  return guard;
}
