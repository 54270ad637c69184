import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { errorStatusCode } from './thrown.js';

export const MALFORMED_UPLOAD =
  'The upload is not a valid multipart/form-data request; choose the file and send it again';

/**
 * Reads a request body's parts with `read`; a malformed multipart body (no or a wrong boundary, cut short, bad
 * part headers) is the parser's plain error, which becomes a 400 with a field message. Errors that carry their
 * own status (a file over the size limit: 413) keep it.
 */
export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || typeof errorStatusCode(error) === 'number') throw error;
    throw AppError.validation({ file: MALFORMED_UPLOAD }, MALFORMED_UPLOAD);
  }
}

/** The request's first file part, or undefined when the request is not multipart or has none. */
export function firstFile(
  request: FastifyRequest,
  options?: Parameters<FastifyRequest['file']>[0],
): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) return Promise.resolve(undefined);
  return readMultipart(() => request.file(options));
}
