import { TypographyStylesProvider } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** A package's description: its HTML sanitised on output (DESIGN §7), else the plain text. */
export function PackageDescription({ html, text }: { html: string; text: string }) {
  const clean = useMemo(() => (html.trim() ? DOMPurify.sanitize(html) : ''), [html]);
  if (!clean) return text ? <div style={{ whiteSpace: 'pre-line', fontSize: 'var(--mantine-font-size-sm)' }}>{text}</div> : null;
  return (
    <TypographyStylesProvider fz="sm" style={{ paddingLeft: 0 }}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
