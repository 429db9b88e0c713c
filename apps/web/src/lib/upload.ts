import type { TUploadedFile } from '@draftdesk/contract';
import { notifyUnauthorized } from './api.ts';
import { timeoutError, toApiError } from './api-error.ts';

export interface UploadOptions {
  /** 0..100 */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Extra multipart fields sent before the file. */
  fields?: Record<string, string>;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Multipart POST with upload progress. fetch cannot report upload progress,
 * so uploads use XMLHttpRequest; errors follow the same rules as lib/api.
 */
export function postMultipart<T>(url: string, field: string, file: File, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = false; // same-origin: cookies are sent anyway
    xhr.setRequestHeader('Accept', 'application/json');
    // As api.ts: the language chosen in the portal (a free review's e-mail is written in it).
    if (document.documentElement.lang) xhr.setRequestHeader('Accept-Language', document.documentElement.lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(timeoutError());
    xhr.ontimeout = () => reject(timeoutError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
    form.append(field, file, file.name);
    xhr.send(form);
  });
}

/** POST /api/file/upload (DESIGN §5): stores the bytes, returns the file's key. */
export function uploadFile(file: File, options?: UploadOptions): Promise<TUploadedFile> {
  return postMultipart<TUploadedFile>('/api/file/upload', 'file', file, options);
}
