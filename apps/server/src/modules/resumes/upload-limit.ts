import { Transform, type Readable } from 'node:stream';

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
}

/**
 * The upload as it arrives, failing with FileTooLargeError as soon as it passes `maxBytes`
 * (counted here, and when the multipart parser reports its own limit, which truncates the
 * file silently). Piped into storage, the failure aborts the write before the rest arrives.
 */
export function limitUpload(file: Readable & { truncated?: boolean }, maxBytes: number): Readable {
  let size = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(new FileTooLargeError(`The file is larger than ${maxBytes} bytes`));
      else callback(null, chunk);
    },
    flush(callback) {
      callback(file.truncated ? new FileTooLargeError(`The file is larger than ${maxBytes} bytes`) : null);
    },
  });
  file.once('limit', () => guard.destroy(new FileTooLargeError(`The file is larger than ${maxBytes} bytes`)));
  file.once('error', (err) => guard.destroy(err));
  file.pipe(guard);
  return guard;
}
