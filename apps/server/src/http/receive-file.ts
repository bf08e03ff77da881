import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_RESUME_BYTES } from '@gius/shared/constants';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { FileTooLargeError, limitUpload, UploadTimeoutError, type UploadLimits } from './upload-limit.ts';

export interface ReceivedFile {
  fieldname: string;
  filename: string;
  /** The file as it arrives, bounded in size and time (see limitUpload). */
  stream: Readable;
}

/** The limits of an upload: at most 10MB, and the time limits of the config. */
export function uploadLimits(
  config: Pick<Config, 'UPLOAD_IDLE_TIMEOUT_MS' | 'UPLOAD_TIMEOUT_MS'>,
  maxBytes = MAX_RESUME_BYTES,
): UploadLimits {
  return { maxBytes, idleMs: config.UPLOAD_IDLE_TIMEOUT_MS, totalMs: config.UPLOAD_TIMEOUT_MS };
}

export const uploadTimeout = () =>
  new AppError('UPLOAD_TIMEOUT', 'The upload stopped or was too slow; send the file again');

/**
 * The one file of a multipart request, or null when the request is not multipart or holds no
 * file. A body that is not valid multipart (no boundary, a broken part) is a 400
 * `MULTIPART_INVALID`; a client that stops sending before the file begins, or while it arrives,
 * gets a 408 `UPLOAD_TIMEOUT` (the stream fails with UploadTimeoutError).
 */
export async function receiveFile(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<ReceivedFile | null> {
  if (!request.isMultipart()) return null;
  const started = Date.now();
  const pending = request.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
  // Until the file begins: any bytes of the body keep the request alive, up to the total limit.
  const part = await new Promise<Awaited<typeof pending>>((resolve, reject) => {
    let idle: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(giveUp, limits.idleMs);
    };
    const total = setTimeout(giveUp, limits.totalMs);
    const done = () => {
      clearTimeout(idle);
      clearTimeout(total);
      request.raw.off('data', arm);
    };
    function giveUp() {
      done();
      // Whatever the parser does later (the socket closes after the answer) is dropped, and a
      // file that begins after all is not read.
      pending.then(
        (late) => late?.file.destroy(),
        () => {},
      );
      reject(uploadTimeout());
    }
    request.raw.on('data', arm);
    arm();
    pending.then(
      (found) => {
        done();
        resolve(found);
      },
      (err: unknown) => {
        done();
        reject(multipartError(err));
      },
    );
  });
  if (!part) return null;
  const stream = limitUpload(part.file, { ...limits, totalMs: limits.totalMs - (Date.now() - started) });
  return { fieldname: part.fieldname, filename: part.filename, stream };
}

/** The parser's own errors (busboy's have no status) as a 400; its limits keep their 4xx. */
function multipartError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new AppError('MULTIPART_INVALID', `The request is not valid multipart/form-data: ${message}`);
}

/** The limits' failures as the API answers them: 413 FILE_TOO_LARGE, 408 UPLOAD_TIMEOUT. */
export function uploadLimitError(err: unknown): AppError | null {
  if (err instanceof FileTooLargeError)
    return new AppError('FILE_TOO_LARGE', 'File too large. Maximum 10MB.');
  if (err instanceof UploadTimeoutError) return uploadTimeout();
  return null;
}

/**
 * The whole file in memory (for files read at once, such as the career tools' resume); too large
 * is the generic 413 `PAYLOAD_TOO_LARGE` there.
 */
export async function readReceivedFile(file: ReceivedFile): Promise<Buffer> {
  try {
    return Buffer.concat(await file.stream.toArray());
  } catch (err) {
    if (err instanceof FileTooLargeError) throw new AppError('PAYLOAD_TOO_LARGE', err.message);
    throw uploadLimitError(err) ?? multipartError(err);
  }
}
