import { vi } from 'vitest';

/**
 * XMLHttpRequest for component tests (never imported by runtime code): each request waits until
 * the test reports progress and answers it, so progress bars can be observed mid-upload.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  /** The uploaded file's name (multipart) or the raw file. */
  get fileName(): string {
    return this.body instanceof FormData ? (this.body.get('file') as File).name : (this.body as File).name;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

export function stubXhr() {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.requests;
}

export const envelope = (data: unknown, error: string | null = null, status = error ? 400 : 200) => ({ success: !error, error, status, data });
