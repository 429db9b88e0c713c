import type { TUnreadableReason } from '@draftdesk/contract';
import type { ResumeLine } from './document.ts';

// What the readers hand over (a PDF's positioned text, a DOCX's lines) and how positioned text becomes lines in
// reading order: rows by baseline, segments split at wide gaps, columns read one after the other, icons, link
// schemes and bullet glyphs removed, and lines set apart by size, weight or capitals marked as headings.

/** One run of text as a PDF places it, in points from the page's top-left. */
export interface RawTextItem {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  size: number;
  bold: boolean;
}

export interface RawPage {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  items: RawTextItem[];
}

interface RawBase {
  pages: number;
  /** False when the document has pages but no text (a scan). */
  textLayer: boolean;
  unreadable: TUnreadableReason | null;
}

/** A PDF: text still to be laid out into lines. */
export interface RawPdf extends RawBase {
  kind: 'pdf';
  pageItems: RawPage[];
}

/** A DOCX: lines already in reading order, headings and bullets known from styles. */
export interface RawDocx extends RawBase {
  kind: 'docx';
  lines: ResumeLine[];
}

export type RawDocument = RawPdf | RawDocx;

// Icon fonts (private use areas), symbols, dingbats, emoji and their joiners, control characters.
const ICONS =
  /[\u{E000}-\u{F8FF}\u{F0000}-\u{10FFFD}\u{2300}-\u{23FF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{1F000}-\u{1FAFF}\u{FFFD}\p{Cc}]|\p{Variation_Selector}|\u{20E3}/gu;
const INVISIBLE = /[\u00AD\u200B\u200C\u2060\uFEFF]|\u200D/g;
// A link's scheme written out in front of a phone number or an address ('tel:+82…', 'mailto:maria@…').
const LINK_SCHEMES = /\b(?:tel|mailto|callto|sms):(?=\S)/gi;
// Bullet glyphs, including the Symbol and Wingdings bullets Word writes as private-use characters; a dash, star or
// plus counts only when a space follows, so '-5%' stays.
const BULLET = /^\s*(?:[•●○◦▪▫■□‣⁃∙·►▸▹▶➢➣➤✓✔✗✘☐☑❖◆◇★☆→»\uF0B7\uF0A7\uF0D8\uF076\uF0FC\uF0A8\uF0D7]|[-–—*+](?=\s))\s*/u;

/** A line's text cleaned for reading: bullet glyph taken off (and reported), icons and link schemes removed, spaces collapsed. */
export function cleanLineText(text: string): { text: string; bullet: boolean } {
  const bulletMatch = BULLET.exec(text);
  const rest = bulletMatch ? text.slice(bulletMatch[0].length) : text;
  const cleaned = rest.replace(INVISIBLE, '').replace(ICONS, ' ').replace(LINK_SCHEMES, '').replace(/\s+/gu, ' ').trim();
  return { text: cleaned, bullet: bulletMatch !== null };
}

/** A run of items on one baseline with no wide gap inside. */
interface Segment {
  items: RawTextItem[];
  x0: number;
  x1: number;
  y: number;
  size: number;
}

/** Lines in reading order, page after page, with headings marked by layout. */
export function layoutLines(pages: RawPage[]): ResumeLine[] {
  const lines = pages.flatMap((page) => orderSegments(segmentsOf(page)).flatMap((segment) => lineOf(segment, page.page)));
  const bodySize = commonSize(lines);
  return lines.map((line) => ({ ...line, heading: looksLikeHeading(line, bodySize) }));
}

function segmentsOf(page: RawPage): Segment[] {
  const items = page.items.filter((item) => item.text.trim() !== '').sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: RawTextItem[][] = [];
  for (const item of items) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0].y - item.y) <= 0.35 * Math.max(row[0].size, item.size)) row.push(item);
    else rows.push([item]);
  }
  return rows.flatMap(splitRow);
}

function splitRow(row: RawTextItem[]): Segment[] {
  const sorted = [...row].sort((a, b) => a.x - b.x);
  const groups: RawTextItem[][] = [];
  for (const item of sorted) {
    const group = groups.at(-1);
    const previous = group?.at(-1);
    const gap = previous ? item.x - (previous.x + previous.width) : 0;
    // A lone bullet glyph belongs to the text after it, however far the indent.
    const bulletOnly = group !== undefined && group.length === 1 && cleanLineText(group[0].text).text === '';
    if (group && previous && (gap <= 1.5 * Math.max(item.size, previous.size) || bulletOnly)) group.push(item);
    else groups.push([item]);
  }
  return groups.map((items) => {
    const main = items.reduce((a, b) => (b.text.length > a.text.length ? b : a));
    const last = items[items.length - 1];
    // The row's baseline for every segment in it, so a row reads left to right.
    return { items, x0: items[0].x, x1: last.x + last.width, y: row[0].y, size: main.size };
  });
}

/**
 * Reading order on one page. With a gutter, a line across it (a header, a full-width heading) closes the columns
 * above it: those are read left column first, then right, then the line across.
 */
function orderSegments(segments: Segment[]): Segment[] {
  const byPosition = (a: Segment, b: Segment) => a.y - b.y || a.x0 - b.x0;
  const gutter = findGutter(segments);
  if (!gutter) return [...segments].sort(byPosition);
  const ordered: Segment[] = [];
  let rest = [...segments].sort(byPosition);
  for (const across of rest.filter((s) => s.x1 > gutter.from && s.x0 < gutter.to)) {
    const above = rest.filter((s) => s.y < across.y && s !== across);
    ordered.push(...above.filter((s) => s.x1 <= gutter.from), ...above.filter((s) => s.x0 >= gutter.to), across);
    rest = rest.filter((s) => s.y >= across.y && s !== across);
  }
  return [...ordered, ...rest.filter((s) => s.x1 <= gutter.from), ...rest.filter((s) => s.x0 >= gutter.to)];
}

/**
 * A vertical band that (almost) no segment crosses, with text on both sides down most of the page; the band crossed
 * by the fewest segments wins, then the widest. Dates or places aligned at the right margin of a one-column resume
 * also leave such a band; those are short, few, and share their rows with the text on the left, so they are not
 * read as a column.
 */
function findGutter(segments: Segment[]): { from: number; to: number } | null {
  if (segments.length < 8) return null;
  const start = Math.min(...segments.map((s) => s.x0));
  const end = Math.max(...segments.map((s) => s.x1));
  const binWidth = 2;
  const crossings = new Array<number>(Math.ceil((end - start) / binWidth) + 1).fill(0);
  for (const s of segments) for (let bin = Math.floor((s.x0 - start) / binWidth); bin <= Math.floor((s.x1 - start) / binWidth); bin++) crossings[bin]++;
  const allowed = Math.max(2, Math.floor(segments.length * 0.15));
  for (let threshold = 0; threshold <= allowed; threshold++) {
    let best: { from: number; to: number } | null = null;
    for (let bin = 0; bin < crossings.length; bin++) {
      if (crossings[bin] > threshold) continue;
      let last = bin;
      while (last + 1 < crossings.length && crossings[last + 1] <= threshold) last++;
      const band = { from: start + bin * binWidth, to: start + (last + 1) * binWidth };
      if (band.to - band.from >= 8 && isColumnSplit(segments, band) && (!best || band.to - band.from > best.to - best.from)) best = band;
      bin = last;
    }
    if (best) return best;
  }
  return null;
}

function isColumnSplit(segments: Segment[], band: { from: number; to: number }): boolean {
  const left = segments.filter((s) => s.x1 <= band.from);
  const right = segments.filter((s) => s.x0 >= band.to);
  if (left.length < 3 || right.length < 3) return false;
  const span = (list: Segment[]) => Math.max(...list.map((s) => s.y)) - Math.min(...list.map((s) => s.y));
  const total = span(segments);
  if (span(left) < 0.35 * total || span(right) < 0.35 * total) return false;
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  const paired = fewer.filter((s) => segments.some((o) => (o.x1 <= s.x0 || o.x0 >= s.x1) && Math.abs(o.y - s.y) <= 0.5 * s.size)).length;
  const lengths = fewer.map((s) => s.items.reduce((n, item) => n + item.text.length, 0)).sort((a, b) => a - b);
  const medianLength = lengths[Math.floor(lengths.length / 2)];
  const annotations = fewer.length <= 0.25 * more.length && paired >= 0.8 * fewer.length && medianLength < 25;
  return !annotations;
}

function lineOf(segment: Segment, page: number): ResumeLine[] {
  let raw = '';
  segment.items.forEach((item, index) => {
    const previous = segment.items[index - 1];
    const gap = previous ? item.x - (previous.x + previous.width) : 0;
    const spaced = /\s$/u.test(raw) || /^\s/u.test(item.text);
    raw += previous && gap > 0.15 * item.size && !spaced ? ` ${item.text}` : item.text;
  });
  const { text, bullet } = cleanLineText(raw);
  if (text === '') return [];
  const bold = segment.items.every((item) => item.bold || cleanLineText(item.text).text === '');
  return [{ text, page, x: round(segment.x0), y: round(segment.y), size: round(segment.size), bold, bullet, heading: false }];
}

/** The body text's size: the size most characters are set in. */
function commonSize(lines: ResumeLine[]): number {
  const chars = new Map<number, number>();
  for (const line of lines) chars.set(line.size, (chars.get(line.size) ?? 0) + line.text.length);
  let best = 0;
  for (const [size, count] of chars) if (count > (chars.get(best) ?? 0)) best = size;
  return best;
}

function looksLikeHeading(line: ResumeLine, bodySize: number): boolean {
  if (line.bullet) return false;
  const words = line.text.split(' ').length;
  const capitals = /\p{Lu}/u.test(line.text) && line.text === line.text.toLocaleUpperCase() && /\p{L}{3}/u.test(line.text);
  return (words <= 8 && bodySize > 0 && line.size >= bodySize * 1.15) || (words <= 5 && (line.bold || capitals));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
