import type { TLanguage, TResumeSectionKey, TUnreadableReason } from '@draftdesk/contract';

// The engine's model of a resume, between reading a file (read-pdf.ts, read-docx.ts, layout.ts, sections.ts) and
// judging it (the checks): lines in reading order, grouped under the headings that were recognised.

/** One line of text as a reader sees it, in reading order (columns read one after the other). */
export interface ResumeLine {
  /** The line's text, whitespace collapsed, icon glyphs removed; never empty. */
  text: string;
  /** 1-based page number. */
  page: number;
  /** Left edge and baseline in points from the page's top-left (0 for DOCX). */
  x: number;
  y: number;
  /** Font size in points (DOCX: 0 unless known). */
  size: number;
  bold: boolean;
  /** Started with a bullet glyph or was a list item; `text` no longer holds the glyph. */
  bullet: boolean;
  /** A heading by style (DOCX heading, or a PDF line set apart by size, weight or capitals). */
  heading: boolean;
}

/** Where a heading's lines belong: the canonical sections, contact details, or anything else (projects, awards). */
export type ResumeSectionKey = TResumeSectionKey | 'contact' | 'other';

export interface ResumeSection {
  key: ResumeSectionKey;
  /** The heading as written ('' for the lines before the first heading). */
  heading: string;
  lines: ResumeLine[];
}

export interface ResumeDocument {
  pages: number;
  /** Every line in reading order. */
  lines: ResumeLine[];
  /** The lines before the first recognised heading (name, title, contact block) come first, as key 'contact'. */
  sections: ResumeSection[];
  /** False when the document has pages but no text (a scan). */
  textLayer: boolean;
  /** Why the document could not be read (fully), or null. */
  unreadable: TUnreadableReason | null;
}

/** What the checks need to know besides the document. */
export interface CritiqueOptions {
  /** ISO 3166 country for phone numbers written without a country code (the site's). */
  defaultCountry: string;
  /** The language the report's texts are written in (the visitor's); English when not given. */
  language?: TLanguage;
}
