import { z } from 'zod';

/** The OpenAPI 2xx answer of a route that sends a file rather than JSON. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  // `any` in TypeScript, so a handler may send a Buffer or a stream; a binary string in the document.
  const schema = z.any().meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** The answer of every export route. */
export const csvResponse = fileResponse('The CSV file (UTF-8, a header row first)', ['text/csv']);
