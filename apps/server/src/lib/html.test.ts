import { describe, expect, it } from 'vitest';
import { cleanHtml } from './html.ts';

describe('cleanHtml', () => {
  it('keeps formatting, lists and links', () => {
    const html = '<h2>Terms</h2><p>We <strong>write</strong>, you <em>review</em>.</p><ul><li>One</li></ul><a href="https://example.com">site</a>';
    expect(cleanHtml(html)).toBe(html.replace('<a href="https://example.com">', '<a href="https://example.com" rel="noopener noreferrer nofollow">'));
  });

  it('drops scripts, event handlers, styles and script URLs', () => {
    expect(cleanHtml('<p onclick="steal()">Hi<script>steal()</script></p><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(cleanHtml('<a href="javascript:steal()">x</a><img src=x onerror=steal()>')).toBe('<a rel="noopener noreferrer nofollow">x</a>');
    expect(cleanHtml('<iframe src="https://evil.test"></iframe><p style="position:fixed">x</p>')).toBe('<p>x</p>');
  });
});
