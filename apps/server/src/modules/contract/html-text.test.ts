import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks, type TextBlock } from './html-text.ts';

const plain = (blocks: TextBlock[]) => blocks.map(({ runs: _runs, ...b }) => b);

describe('htmlToBlocks', () => {
  it('turns headings, paragraphs and numbered items into blocks', () => {
    const html = `<h2>Service Agreement</h2>
<p>Between you (the <strong>Customer</strong>) and us.</p>
<ol><li><strong>Services.</strong> We write.</li><li>You answer.</li></ol>
<ul><li>Bullet</li></ul>`;
    expect(plain(htmlToBlocks(html))).toEqual([
      { kind: 'heading', text: 'Service Agreement' },
      { kind: 'paragraph', text: 'Between you (the Customer) and us.' },
      { kind: 'item', text: 'Services. We write.', marker: '1.', depth: 1 },
      { kind: 'item', text: 'You answer.', marker: '2.', depth: 1 },
      { kind: 'item', text: 'Bullet', marker: '•', depth: 1 },
    ]);
  });
  it('numbers nested lists on their own', () => {
    const blocks = htmlToBlocks('<ol><li>One<ol><li>Inner</li><li>Inner two<ul><li>Deep</li></ul></li></ol></li><li>Two</li></ol>');
    expect(blocks.map((b) => [b.marker, b.text, b.depth])).toEqual([
      ['1.', 'One', 1],
      ['1.', 'Inner', 2],
      ['2.', 'Inner two', 2],
      ['•', 'Deep', 3],
      ['2.', 'Two', 1],
    ]);
  });
  it('drops scripts, styles and comments, decodes entities and keeps line breaks', () => {
    const blocks = htmlToBlocks('<style>p{}</style><script>alert("<p>x</p>")</script><!-- x --><p>Fish &amp; chips&nbsp;&#8364;5<br>Next&#x21; &lt;ok&gt;</p>');
    expect(plain(blocks)).toEqual([{ kind: 'paragraph', text: 'Fish & chips €5\nNext! <ok>' }]);
  });
  it('keeps bold, italic and followable links as runs', () => {
    const [b] = htmlToBlocks('<p>Read <a href="https://acme.test/terms">the <b>terms</b></a>, <em>now</em> <a href="javascript:alert(1)">here</a>.</p>');
    expect(b.runs).toEqual([
      { text: 'Read ' },
      { text: 'the ', href: 'https://acme.test/terms' },
      { text: 'terms', bold: true, href: 'https://acme.test/terms' },
      { text: ', ' },
      { text: 'now', italic: true },
      { text: ' here.' },
    ]);
  });
  it('keeps any script as written', () => {
    expect(htmlToBlocks('<p>Подпись: <b>Иван</b> — ลงนาม สมชาย?</p>')[0].text).toBe('Подпись: Иван — ลงนาม สมชาย?');
  });
  it('keeps plain text without tags', () => {
    expect(blocksToText(htmlToBlocks('Just text'))).toBe('Just text');
  });
});
