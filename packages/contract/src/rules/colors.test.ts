import { describe, expect, it } from 'vitest';
import { brandColor, brandPalette, contrastRatio, MIN_TEXT_CONTRAST, mixColors, parseColor, readableOn, readablePalette, readableTextColor } from './colors.ts';

const PAGE = ['#ffffff', '#f8f9fa', '#f1f3f5'];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // The figures the walk-through measured: Mantine's dimmed grey on white, and the menu text on Beta's orange.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#a6b0cf', '#e8590c')).toBeCloseTo(1.66, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#556ee6', '#f8f9fa')).toBe(contrastRatio('#f8f9fa', '#556ee6'));
  });
});

describe('parseColor', () => {
  it('reads hex and rgb() colours and refuses names', () => {
    expect(parseColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseColor(' #E8590C ')).toEqual({ r: 0xe8, g: 0x59, b: 0x0c });
    expect(parseColor('#e8590cff')).toEqual({ r: 0xe8, g: 0x59, b: 0x0c });
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('rgba(10 20 30 / 0.5)')).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColor('red')).toBeNull();
    expect(parseColor('')).toBeNull();
  });
});

describe('readableTextColor', () => {
  it('picks black or white, whichever reaches 4.5:1', () => {
    expect(readableTextColor('#e8590c')).toBe('#000000');
    expect(readableTextColor('#2a3042')).toBe('#ffffff');
    for (const bg of ['#e8590c', '#ffa94d', '#556ee6', '#777777', '#ffffff', '#000000', '#ff0000', '#00ff00']) {
      expect(contrastRatio(readableTextColor(bg), bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads', () => {
    expect(readableOn('#a6b0cf', ['#2a3042'])).toBe('#a6b0cf');
  });

  it('darkens on light backgrounds and lightens on dark ones, as little as needed', () => {
    const dimmed = readableOn('#868e96', PAGE);
    for (const bg of PAGE) expect(contrastRatio(dimmed, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(dimmed, '#f1f3f5')).toBeLessThan(4.8);
    const onDark = readableOn('#4a5568', ['#1f2d3d']);
    expect(contrastRatio(onDark, '#1f2d3d')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(parseColor(onDark)!.r).toBeGreaterThan(0x4a);
  });

  it('goes the other way when the first cannot reach 4.5:1 (light text on orange)', () => {
    const text = readableOn('#a6b0cf', ['#e8590c']);
    expect(contrastRatio(text, '#e8590c')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('leaves what it cannot parse', () => {
    expect(readableOn('red', ['#ffffff'])).toBe('red');
    expect(readableOn('#123456', ['transparent'])).toBe('#123456');
  });
});

describe('brandColor', () => {
  it('takes the most colourful candidate and skips greys', () => {
    // Acme: active #383c40 (grey), icon #556ee6; Beta: active #e8590c, icon #ffa94d.
    expect(brandColor(['#383c40', '#556ee6'], '#000000')).toBe('#556ee6');
    expect(brandColor(['#e8590c', '#ffa94d'], '#000000')).toBe('#e8590c');
    expect(brandColor(['#383c40', '', null, 'red'], '#556ee6')).toBe('#556ee6');
  });
});

describe('brandPalette', () => {
  it('has ten shades, light to dark, around the brand colour, with readable shades 6 to 9', () => {
    for (const brand of ['#556ee6', '#e8590c', '#ffd43b', '#2f9e44', '#111111', '#ffffff']) {
      const palette = brandPalette(brand, PAGE);
      expect(palette).toHaveLength(10);
      const lightness = palette.map((shade) => contrastRatio(shade, '#000000'));
      for (let i = 1; i < 10; i++) expect(lightness[i]).toBeLessThanOrEqual(lightness[i - 1]);
      for (const shade of palette.slice(6)) {
        for (const bg of PAGE) {
          expect(contrastRatio(shade, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          // Light variants (badges, alerts, light buttons): the colour at 10 % over the page.
          expect(contrastRatio(shade, mixColors(bg, shade, 0.1))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    }
  });

  it('keeps a brand colour that already reads as shade 6', () => {
    expect(brandPalette('#364fc7', PAGE)[6]).toBe('#364fc7');
  });
});

describe('readablePalette', () => {
  it("makes Mantine's teal readable from shade 6 and keeps the light shades", () => {
    const teal = ['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886', '#0ca678', '#099268', '#087f5b'];
    const palette = readablePalette(teal, PAGE);
    expect(palette.slice(0, 6)).toEqual(teal.slice(0, 6));
    for (const shade of palette.slice(6)) for (const bg of PAGE) expect(contrastRatio(shade, bg)).toBeGreaterThanOrEqual(4.5);
    // Already dark shades move little: teal 9 stays a shade of teal.
    expect(contrastRatio(palette[9], '#087f5b')).toBeLessThan(1.6);
  });
});
