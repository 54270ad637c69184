import { errorResponseSchema, whatIfLineSchema, type WhatIfRequest, type WhatIfResult } from '@livery/domain';
import { apiUrl } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { getToken } from '../../../lib/auth-token';

export interface WhatIfProgress {
  done: number;
  total: number;
}

const failed = (message: string) => new ApiRequestError({ code: 'INTERNAL', message });

/**
 * `POST /rate-cards/{id}/what-if` (decision 093): the answer is read line by line as it comes (newline-delimited
 * JSON), each line checked with the domain's schema: progress goes to `onProgress`, the result is returned. A refusal
 * (a published card, a period too long) throws `ApiRequestError` with the API's field messages.
 */
export async function runWhatIf(
  cardId: number,
  period: WhatIfRequest,
  onProgress: (progress: WhatIfProgress) => void,
  signal?: AbortSignal,
): Promise<WhatIfResult> {
  const token = getToken();
  const response = await fetch(apiUrl(`/rate-cards/${cardId}/what-if`), {
    method: 'POST',
    headers: {
      Accept: 'application/x-ndjson, application/json',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(period),
    signal: signal ?? null,
  });
  if (!response.ok) {
    const body = errorResponseSchema.safeParse(await response.json().catch(() => null));
    throw body.success ? new ApiRequestError(body.data.error) : failed(`The what-if failed (HTTP ${response.status})`);
  }
  if (!response.body) throw failed('The what-if answered nothing.');

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += value ?? '';
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      const line = whatIfLineSchema.parse(JSON.parse(buffered.slice(0, end)));
      buffered = buffered.slice(end + 1);
      if ('progress' in line) onProgress(line.progress);
      else if ('result' in line) return line.result;
      else throw new ApiRequestError({ code: 'INTERNAL', message: line.error.message });
    }
    if (done) throw failed('The what-if stopped before its result: try again.');
  }
}
