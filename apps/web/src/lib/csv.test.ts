import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are, and writes nothing for no value', () => {
    expect(csvCell('Wren Writer')).toBe('Wren Writer');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-40)).toBe('-40');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('The "best" CV')).toBe('"The ""best"" CV"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('crlf\r\nend')).toBe('"crlf\r\nend"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends after a UTF-8 BOM', () => {
    expect(
      toCsv(
        ['Month', 'Net'],
        [
          ['2026-11', 315],
          ['Ünïcode, ok', -40],
        ],
      ),
    ).toBe('\uFEFFMonth,Net\r\n2026-11,315\r\n"Ünïcode, ok",-40\r\n');
  });
});
