import type { TResumeFont } from '@draftdesk/contract';

// Warms the PDF path while the user edits, so the first "Download PDF" on a page does not wait for react-pdf's chunk,
// its layout engine's WebAssembly and the WOFF fonts (docs/perf.md "Resume builder: PDF download"). A few seconds
// after the page opens, when the browser is idle, pdf.tsx is imported and draws a tiny PDF in the chosen font; a
// font chosen later is warmed the same way. Never on a data-saving or 2G connection; each font at most once.
// This file is imported by the builder page, so it stays small and imports react-pdf only dynamically.

/** After the page opens: long enough for the first paint and the editor to settle. */
export const WARM_AFTER_OPEN_MS = 3000;
/** After a font change: the user may be trying several fonts in a row. */
export const WARM_AFTER_FONT_MS = 1500;

const warmed = new Set<TResumeFont>();

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the visitor asked to save data or is on a slow connection: the PDF then loads on the click, as before. */
export function mayWarm(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return !['slow-2g', '2g'].includes(connection?.effectiveType ?? '');
}

/** Runs `task` when the browser is idle, not before `delayMs`; answers a cancel function. */
function whenIdle(task: () => void, delayMs: number): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 5000 });
    else idle = window.setTimeout(task, 0);
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/**
 * Schedules the warm-up for a font (the chunk, WebAssembly and shared fallback fonts come with the first one).
 * Answers a cancel function for an effect's cleanup; a no-op when the font is warm or warming is off.
 */
export function warmPdfWhenIdle(font: TResumeFont, delayMs: number): () => void {
  if (warmed.has(font) || !mayWarm()) return () => {};
  return whenIdle(() => {
    if (warmed.has(font)) return;
    warmed.add(font);
    import('./pdf.tsx')
      .then(({ warmPdf }) => warmPdf(font))
      // For the e2e spec (and the browser's performance panel): this font's first PDF is warm from here on.
      .then(() => performance.mark(`draftdesk:pdf-warm:${font}`))
      // A failed warm-up costs nothing: the click loads whatever is missing (and reports a real failure).
      .catch(() => warmed.delete(font));
  }, delayMs);
}
