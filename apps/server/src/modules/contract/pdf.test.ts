import { describe, expect, it } from 'vitest';
import { breakable } from './pdf-writer.ts';
import { contractFonts, splitByFont } from './pdf-fonts.ts';

describe('the contract PDF’s text', () => {
  it('gives long Thai stretches break opportunities between words, and leaves short ones and other scripts alone', () => {
    const long = 'สัญญานี้ทำขึ้นระหว่างลูกค้าและบริษัทผู้ให้บริการเขียนเรซูเม่';
    const broken = breakable(long);
    expect(broken.replace(/\u200b/g, '')).toBe(long);
    expect(broken).toContain('ลูกค้า\u200bและ\u200bบริษัท');
    expect(breakable('สมชาย ใจดี')).toBe('สมชาย ใจดี');
    expect(breakable('Иван Петров, Jürgen Größmann')).toBe('Иван Петров, Jürgen Größmann');
  });

  it('draws every character with a font that has it: Latin, Cyrillic and Thai runs', () => {
    const runs = splitByFont('Signed by: Иван ใจดี!', contractFonts().regular);
    expect(runs.map((r) => [r.text, r.face.name])).toEqual([
      ['Signed by: ', 'noto-sans-latin-400-normal'],
      ['Иван ', 'noto-sans-cyrillic-400-normal'],
      ['ใจดี', 'noto-sans-thai-thai-400-normal'],
      ['!', 'noto-sans-latin-400-normal'],
    ]);
  });
});
