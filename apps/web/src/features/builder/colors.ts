import type { TResumeColor } from '@draftdesk/contract';

// The resume's colours, shared by the editor's preview and the PDF/DOCX exports, so a named colour is the same hex
// everywhere. Each named colour carries white text at WCAG AA contrast (4.5:1 or better).

export const RESUME_COLOR_HEX = {
  blue: '#1d4f91',
  red: '#a51d24',
  orange: '#b34700',
  green: '#1e6b3a',
  gray: '#4b5563',
  black: '#1f2328',
} as const;

/** The hex value of a named or custom (#rrggbb) colour. */
export function resumeColorHex(color: TResumeColor): string {
  return color in RESUME_COLOR_HEX ? RESUME_COLOR_HEX[color as keyof typeof RESUME_COLOR_HEX] : color.toLowerCase();
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const DARK_TEXT = '#1f2328';

/** The colours a resume is drawn in: the sidebar's fill and text, and the main column's headings (readable on white). */
export function resumePalette(color: TResumeColor) {
  const accent = resumeColorHex(color);
  const l = luminance(accent);
  const sidebarText = contrast(l, 1) >= contrast(l, luminance(DARK_TEXT)) ? '#ffffff' : DARK_TEXT;
  // A light custom colour is kept for the sidebar; the headings on white fall back to dark text to stay readable.
  const heading = contrast(l, 1) >= 3 ? accent : DARK_TEXT;
  return { accent, sidebarText, heading, text: DARK_TEXT, muted: '#4b5563' } as const;
}
