import { RESUME_TEXT_SIZES, type TResumeTextSize } from '@draftdesk/contract';

// The resume page's geometry, shared by the editor's preview (CSS px) and the PDF export (pt = px * PT_PER_PX):
// one A4 page, a coloured sidebar on the left and the main column on the right.

export const PAGE_WIDTH_PX = 794;
export const PAGE_HEIGHT_PX = 1123;
/** A4 in PDF points is 595.28 x 841.89; the page above maps onto it. */
export const PT_PER_PX = 595.28 / PAGE_WIDTH_PX;
export const SIDEBAR_WIDTH_PX = 270;
export const PAGE_PADDING_PX = 32;
export const SECTION_GAP_PX = 18;
export const PICTURE_SIZE_PX = 132;

/** Type sizes in px for a text size setting (small 14, medium 16, large 18 is the base). */
export function resumeTypeScale(size: TResumeTextSize) {
  const base = RESUME_TEXT_SIZES[size];
  return {
    name: Math.round(base * 2),
    role: Math.round(base * 1.1),
    head: Math.round(base * 0.95),
    body: Math.round(base * 0.8),
    small: Math.round(base * 0.72),
    lineHeight: 1.4,
  } as const;
}
