import { FILE_NAME_RULE_MESSAGE, isAllowedFileName, type TUploadedFile } from '@draftdesk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload.ts';

export interface SingleUploadState {
  status: 'idle' | 'uploading' | 'done' | 'error';
  name: string;
  size: number;
  progress: number;
  /** Why the file was not sent (file name or type rule): a text to translate (lib/messages translateText). */
  refused?: string;
  /** The server's text when the upload failed. */
  error?: string;
}

const IDLE: SingleUploadState = { status: 'idle', name: '', size: 0, progress: 0 };

/**
 * One file field: the chosen file goes to POST /api/file/upload at once, with
 * its progress; `onUploaded` receives what the server returned (or null when cleared).
 * `check` may refuse a file before it is sent (returns the text to show).
 */
export function useSingleUpload(onUploaded: (file: TUploadedFile | null) => void, check?: (file: File) => string | null) {
  const [state, setState] = useState<SingleUploadState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const callback = useRef(onUploaded);
  callback.current = onUploaded;

  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
    callback.current(null);
  }, []);

  const start = useCallback(
    (file: File | null) => {
      controller.current?.abort();
      callback.current(null);
      if (!file) {
        setState(IDLE);
        return;
      }
      const base = { name: file.name, size: file.size, progress: 0 };
      const refusal = !isAllowedFileName(file.name) ? FILE_NAME_RULE_MESSAGE : (check?.(file) ?? null);
      if (refusal) {
        setState({ ...base, status: 'error', refused: refusal });
        return;
      }
      const own = new AbortController();
      controller.current = own;
      setState({ ...base, status: 'uploading' });
      uploadFile(file, { signal: own.signal, onProgress: (progress) => setState((s) => (s.status === 'uploading' ? { ...s, progress } : s)) })
        .then((uploaded) => {
          if (own.signal.aborted) return;
          setState({ ...base, status: 'done', progress: 100 });
          callback.current(uploaded);
        })
        .catch((error: unknown) => {
          if (own.signal.aborted) return;
          setState({ ...base, status: 'error', error: error instanceof ApiError ? error.message : undefined });
        });
    },
    [check],
  );

  // Leaving the page cancels an upload still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  return { state, start, clear };
}

/** PDF: by type, or by name when the browser gives no type. */
export const isPdfFile = (file: File) => file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const isDocxFile = (file: File) => file.type === DOCX_TYPE || (!file.type && /\.docx$/i.test(file.name));
export const isWordFile = (file: File) => isDocxFile(file) || file.type === 'application/msword' || (!file.type && /\.doc$/i.test(file.name));

export const PDF_ACCEPT = 'application/pdf,.pdf';
export const DOCX_ACCEPT = `${DOCX_TYPE},.docx`;
export const WORD_ACCEPT = `${DOCX_ACCEPT},application/msword,.doc`;
