import { describe, expect, it } from 'vitest';
import { blocksToText, decodeEntities, htmlToBlocks } from './html-text.ts';

describe('htmlToBlocks', () => {
  it('turns headings, paragraphs and numbered items into blocks', () => {
    const html = `<h2>Service Agreement</h2>
<p>Between you (the <strong>Customer</strong>) and us.</p>
<ol><li><strong>Services.</strong> We write.</li><li>You answer.</li></ol>
<ul><li>Bullet</li></ul>`;
    expect(htmlToBlocks(html)).toEqual([
      { kind: 'heading', text: 'Service Agreement' },
      { kind: 'paragraph', text: 'Between you (the Customer) and us.' },
      { kind: 'item', text: 'Services. We write.', marker: '1.', depth: 1 },
      { kind: 'item', text: 'You answer.', marker: '2.', depth: 1 },
      { kind: 'item', text: 'Bullet', marker: '•', depth: 1 },
    ]);
  });
  it('numbers nested lists on their own', () => {
    const blocks = htmlToBlocks('<ol><li>One<ol><li>Inner</li></ol></li><li>Two</li></ol>');
    expect(blocks.map((b) => [b.marker, b.text, b.depth])).toEqual([
      ['1.', 'One', 1],
      ['1.', 'Inner', 2],
      ['2.', 'Two', 1],
    ]);
  });
  it('drops scripts, styles and comments, decodes entities and splits on <br>', () => {
    const blocks = htmlToBlocks('<style>p{}</style><script>alert(1)</script><!-- x --><p>Fish &amp; chips&nbsp;&#8364;5<br>Next&#x21;</p>');
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'Fish & chips €5' },
      { kind: 'paragraph', text: 'Next!' },
    ]);
  });
  it('keeps plain text without tags', () => {
    expect(blocksToText(htmlToBlocks('Just text'))).toBe('Just text');
  });
  it('leaves unknown entities as they are', () => {
    expect(decodeEntities('&bogus; &lt;')).toBe('&bogus; <');
  });
});
