/** A block of the contract as plain text: a heading, a paragraph or a list item with its marker. */
export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
  /** '1.' or '•' for list items. */
  marker?: string;
  /** List nesting, 1 for a top-level item. */
  depth?: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', bull: '•', copy: '©', reg: '®', trade: '™', euro: '€' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#') {
      const code = e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS = new Set(['p', 'div', 'br', 'tr', 'blockquote', 'section', 'article', 'header', 'footer', 'table', 'hr', 'pre']);

/**
 * The contract HTML as plain-text blocks for the signed PDF: headings,
 * paragraphs and (numbered or bulleted, nested) list items. Scripts, styles
 * and comments are dropped; entities decoded; whitespace collapsed.
 */
export function htmlToBlocks(html: string): TextBlock[] {
  const clean = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1\s*>/gi, '');
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let current: TextBlock = { kind: 'paragraph', text: '' };
  const flush = (next: TextBlock = { kind: 'paragraph', text: '' }) => {
    const text = decodeEntities(current.text).replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ ...current, text });
    current = next;
  };
  const tag = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  let last = 0;
  for (let m = tag.exec(clean); m; m = tag.exec(clean)) {
    current.text += clean.slice(last, m.index);
    last = tag.lastIndex;
    const closing = m[1] === '/';
    const name = m[2].toLowerCase();
    if (name === 'ol' || name === 'ul') {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', n: 0 });
    } else if (name === 'li') {
      const list = lists.at(-1);
      if (closing || !list) flush();
      else {
        list.n += 1;
        flush({ kind: 'item', text: '', marker: list.ordered ? `${list.n}.` : '•', depth: lists.length });
      }
    } else if (/^h[1-6]$/.test(name)) {
      flush(closing ? undefined : { kind: 'heading', text: '' });
    } else if (BLOCK_TAGS.has(name)) {
      // A break inside a list item keeps the item going on a new paragraph.
      flush();
    } else if (name === 'td' || name === 'th') {
      current.text += ' ';
    }
  }
  current.text += clean.slice(last).replace(/<[^>]*$/, '');
  flush();
  return blocks;
}

/** The blocks as one plain text (for hashing or e-mail). */
export function blocksToText(blocks: TextBlock[]): string {
  return blocks.map((b) => (b.kind === 'item' ? `${'  '.repeat((b.depth ?? 1) - 1)}${b.marker} ${b.text}` : b.text)).join('\n\n');
}
