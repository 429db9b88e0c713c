import { FILE_NAME_RULE_MESSAGE, isAllowedFileName, type TUploadedFile } from '@draftdesk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from './upload.ts';

/** One file on its way to POST /api/file/upload. `error` is the text to translate (lib/messages translateText). */
export interface UploadItem {
  id: string;
  name: string;
  size: number;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  file?: TUploadedFile;
  error?: string;
}

let nextId = 0;

/**
 * Uploads each added file at once, with its progress. The file-name rule
 * (no commas or apostrophes) is checked before anything is sent.
 */
export function useUploads(options: { errorText?: (error: unknown) => string } = {}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const errorTextRef = useRef(options.errorText);
  useEffect(() => {
    errorTextRef.current = options.errorText;
  });

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = `upload-${(nextId += 1)}`;
        const base = { id, name: file.name, size: file.size, progress: 0 };
        if (!isAllowedFileName(file.name)) {
          setItems((list) => [...list, { ...base, status: 'error', error: FILE_NAME_RULE_MESSAGE }]);
          continue;
        }
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setItems((list) => [...list, { ...base, status: 'uploading' }]);
        uploadFile(file, { signal: controller.signal, onProgress: (progress) => patch(id, { progress }) })
          .then((uploaded) => patch(id, { status: 'done', progress: 100, file: uploaded }))
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            // By default an ApiError's message (already the text to show); it is translated where it is shown.
            const text = errorTextRef.current?.(error) ?? (error instanceof Error ? error.message : '');
            patch(id, { status: 'error', error: text });
          })
          .finally(() => controllers.current.delete(id));
      }
    },
    [patch],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const reset = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    setItems([]);
  }, []);

  // Leaving the page cancels what is still on its way.
  useEffect(() => () => controllers.current.forEach((controller) => controller.abort()), []);

  return {
    items,
    add,
    remove,
    reset,
    uploaded: items.filter((item) => item.status === 'done').map((item) => item.file!),
    busy: items.some((item) => item.status === 'uploading'),
  };
}
