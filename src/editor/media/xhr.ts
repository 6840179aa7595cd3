'use client';

import { failureError } from '@/shared/api/request';

/** One request through XMLHttpRequest, the only browser API that reports upload progress. */
export type XhrRequest = {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** Whole percent 0–100 of the body sent. */
  onProgress?: (percent: number) => void;
  /** Aborts the request (the person cancelled): the promise rejects as an answerless call does. */
  signal?: AbortSignal;
};
export type XhrResponse = { status: number; text: string };

export function sendWithProgress({ method, url, body, headers = {}, onProgress, signal }: XhrRequest): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    // No answer: the same sentence (in the editor language) as any call without one.
    xhr.onerror = () => reject(failureError(0));
    xhr.onabort = () => reject(failureError(0));
    if (signal?.aborted) {
      reject(failureError(0));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
