import { Alert, Box, Center, Loader } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';

type PreviewState = 'loading' | 'ready' | 'error';

// pdf.js is large: it loads only when a review's ATS tab shows a PDF, never with the review page itself.
async function openPdf(url: string) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The build copies pdf.js's worker to /pdf1.worker.js (vite.config.ts, pdfWorker).
  pdfjs.GlobalWorkerOptions.workerSrc = '/pdf1.worker.js';
  return pdfjs.getDocument({ url });
}

/** Draws page 1 at the width of the box into a new canvas, sharp on high-density screens. */
async function drawFirstPage(doc: PDFDocumentProxy, width: number, label: string) {
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = 'auto';
  canvas.style.background = '#fff';
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  canvas.dataset.testid = 'ats-first-page';
  await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
  return canvas;
}

/** The first page of the visitor's PDF as an image; a short message instead when it cannot be loaded. */
export function AtsViewFirstPage({ url }: { url: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const { ref: box, width } = useElementSize();
  const [debouncedWidth] = useDebouncedValue(Math.floor(width), 200);
  const host = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [state, setState] = useState<PreviewState>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    setState('loading');
    setDoc(null);
    openPdf(url).then(
      (task) => {
        destroy = () => void task.destroy();
        if (cancelled) return destroy();
        task.promise.then(
          (loaded) => !cancelled && setDoc(loaded),
          () => !cancelled && setState('error'),
        );
      },
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
      destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!doc || debouncedWidth < 50) return;
    let cancelled = false;
    drawFirstPage(doc, debouncedWidth, t('review.atsView.pageLabel')).then(
      (canvas) => {
        if (cancelled || !host.current) return;
        host.current.replaceChildren(canvas);
        setState('ready');
      },
      () => !cancelled && setState('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [doc, debouncedWidth, t]);

  return (
    <Box ref={box} w="100%">
      {state === 'error' && (
        <Alert color="gray" variant="outline" data-testid="ats-first-page-error">
          {t('review.atsView.pageError')}
        </Alert>
      )}
      {state === 'loading' && (
        <Center h={320} role="status" aria-label={t('review.atsView.pageLoading')}>
          <Loader aria-hidden />
        </Center>
      )}
      <Box
        ref={host}
        style={{
          display: state === 'ready' ? 'block' : 'none',
          border: '1px solid var(--mantine-color-gray-4)',
          boxShadow: 'var(--mantine-shadow-sm)',
        }}
      />
    </Box>
  );
}
