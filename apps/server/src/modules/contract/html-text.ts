import { Parser } from 'htmlparser2';

/** A piece of a block's text in one style: bold, italic, or a link. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  href?: string;
}

/** A block of the contract: a heading, a paragraph or a list item with its marker. */
export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item';
  /** The block's text; '\n' where the HTML had a line break. */
  text: string;
  runs: TextRun[];
  /** '1.' or '•' for list items. */
  marker?: string;
  /** List nesting, 1 for a top-level item. */
  depth?: number;
}

const SKIPPED = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg']);
const BLOCKS = new Set([
  'p',
  'div',
  'tr',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'table',
  'hr',
  'pre',
  'dl',
  'dt',
  'dd',
  'figure',
  'address',
  'main',
  'aside',
  'nav',
]);
const BOLD = new Set(['b', 'strong', 'th']);
const ITALIC = new Set(['i', 'em', 'cite']);
/** Only links a reader can follow; anything else (javascript:, data:) prints as text. */
const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * The contract HTML as blocks for the signed PDF, read by a real parser (htmlparser2): headings, paragraphs,
 * (numbered or bulleted, nested) list items, line breaks, entities decoded, bold, italic and links kept as runs.
 * Scripts, styles and comments are dropped; whitespace is collapsed as a browser would.
 */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  const style = { bold: 0, italic: 0, href: [] as string[] };
  let skip = 0;
  let current: Omit<TextBlock, 'text'> = { kind: 'paragraph', runs: [] };

  const flush = (next: Omit<TextBlock, 'text'> = { kind: 'paragraph', runs: [] }) => {
    const runs = tidy(current.runs);
    const text = runs.map((r) => r.text).join('');
    if (text) blocks.push({ ...current, text, runs });
    current = next;
  };
  const add = (text: string) => {
    const run: TextRun = { text };
    if (style.bold) run.bold = true;
    if (style.italic) run.italic = true;
    if (style.href.length && style.href.at(-1)) run.href = style.href.at(-1);
    const last = current.runs.at(-1);
    if (last && last.bold === run.bold && last.italic === run.italic && last.href === run.href) last.text += text;
    else current.runs.push(run);
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (SKIPPED.has(name)) skip += 1;
        if (skip) return;
        if (name === 'ol' || name === 'ul') {
          flush();
          lists.push({ ordered: name === 'ol', n: 0 });
        } else if (name === 'li') {
          const list = lists.at(-1);
          if (!list) return flush();
          list.n += 1;
          flush({ kind: 'item', runs: [], marker: list.ordered ? `${list.n}.` : '•', depth: lists.length });
        } else if (/^h[1-6]$/.test(name)) flush({ kind: 'heading', runs: [] });
        else if (BLOCKS.has(name)) flush();
        else if (name === 'br') add('\n');
        else if (name === 'td' || name === 'th') add(' ');
        if (BOLD.has(name)) style.bold += 1;
        if (ITALIC.has(name)) style.italic += 1;
        if (name === 'a') style.href.push(SAFE_LINK.test(attrs.href ?? '') ? attrs.href : '');
      },
      ontext(text) {
        if (!skip) add(text.replace(/[ \t\r\n\f]+/g, ' '));
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skip = Math.max(0, skip - 1);
          return;
        }
        if (skip) return;
        if (BOLD.has(name)) style.bold = Math.max(0, style.bold - 1);
        if (ITALIC.has(name)) style.italic = Math.max(0, style.italic - 1);
        if (name === 'a') style.href.pop();
        if (name === 'ol' || name === 'ul') {
          flush();
          lists.pop();
        } else if (name === 'li' || /^h[1-6]$/.test(name) || BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return blocks;
}

/** Collapses spaces across runs, around line breaks and at the block's ends; drops empty runs. */
function tidy(runs: TextRun[]): TextRun[] {
  let previous = '\n';
  const out: TextRun[] = [];
  for (const run of runs) {
    let text = '';
    for (const ch of run.text.replace(/\u00a0/g, ' ')) {
      if (ch === ' ' && (previous === ' ' || previous === '\n')) continue;
      if (ch === '\n' && previous === ' ') text = text.endsWith(' ') ? text.slice(0, -1) : text;
      text += ch;
      previous = ch;
    }
    if (text) out.push({ ...run, text });
  }
  // Trailing spaces and line breaks end nothing.
  while (out.length) {
    const last = out.at(-1)!;
    last.text = last.text.replace(/[ \n]+$/, '');
    if (last.text) break;
    out.pop();
  }
  // A run that lost its trailing space in an earlier one: nothing to do; leading ones were skipped above.
  return out;
}

/** The blocks as one plain text (for hashing or e-mail). */
export function blocksToText(blocks: TextBlock[]): string {
  return blocks.map((b) => (b.kind === 'item' ? `${'  '.repeat((b.depth ?? 1) - 1)}${b.marker} ${b.text}` : b.text)).join('\n\n');
}
