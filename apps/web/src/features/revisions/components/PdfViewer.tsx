import { Alert, Box, Center, Loader, Stack } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

// The build copies pdf.js's worker to /pdf1.worker.js (vite.config.ts, pdfWorker).
GlobalWorkerOptions.workerSrc = '/pdf1.worker.js';

/** Draws every page of the PDF at the width of the box, sharp on high-density screens. */
async function drawPages(doc: PDFDocumentProxy, host: HTMLElement, width: number, label: (page: number) => string, isCancelled: () => boolean) {
  const canvases: HTMLCanvasElement[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    if (isCancelled()) return;
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / base.width });
    const ratio = window.devicePixelRatio || 1;
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    // Until the next redraw after a resize, the page scales with the box instead of overflowing it.
    canvas.style.width = '100%';
    canvas.style.maxWidth = `${Math.floor(viewport.width)}px`;
    canvas.style.height = 'auto';
    canvas.style.background = '#fff';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label(number));
    await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
    if (isCancelled()) return;
    canvases.push(canvas);
  }
  host.replaceChildren(...canvases);
}

/** The draft's PDF shown in the page with pdf.js (its own chunk, loaded with the revisions page). */
export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const { ref: box, width } = useElementSize();
  const [debouncedWidth] = useDebouncedValue(Math.floor(width), 200);
  const pages = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    setState('loading');
    setDoc(null);
    const task = getDocument({ url, withCredentials: true });
    task.promise.then(setDoc, () => setState('error'));
    return () => void task.destroy();
  }, [url]);

  useEffect(() => {
    const host = pages.current;
    if (!doc || !host || debouncedWidth < 50) return;
    let cancelled = false;
    drawPages(
      doc,
      host,
      debouncedWidth,
      (page) => t('revisions.pdfPage', { title, page, total: doc.numPages }),
      () => cancelled,
    ).then(
      () => !cancelled && setState('ready'),
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [doc, debouncedWidth, title, t]);

  return (
    <Box ref={box} w="100%">
      {state === 'error' && (
        <Alert color="red" variant="light" role="alert">
          {t('revisions.pdfError')}
        </Alert>
      )}
      {state === 'loading' && (
        <Center h={320} role="status" aria-label={t('revisions.pdfLoading')}>
          <Loader aria-hidden />
        </Center>
      )}
      <Stack
        ref={pages}
        gap="sm"
        data-testid="pdf-pages"
        style={{ display: state === 'error' ? 'none' : undefined }}
        bg="gray.1"
        p={0}
        role="group"
        aria-label={title}
      />
    </Box>
  );
}
