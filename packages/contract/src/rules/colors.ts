// Colour rules for a site's theme: WCAG 2.x contrast, readable text, the brand palette.
// Pure functions over CSS colour strings (#rgb, #rrggbb, #rrggbbaa, rgb()/rgba()); alpha is ignored.

export type TRgb = { r: number; g: number; b: number };

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const BLACK: TRgb = { r: 0, g: 0, b: 0 };
const WHITE: TRgb = { r: 255, g: 255, b: 255 };

export function parseColor(value: string | null | undefined): TRgb | null {
  const text = value?.trim().toLowerCase() ?? '';
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  if (rgb) {
    const [r, g, b] = rgb.slice(1, 4).map((part) => Math.min(255, Number(part)));
    return { r: r, g: g, b: b };
  }
  return null;
}

export function toHex({ r, g, b }: TRgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function linearOf(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The linear value of each whole channel: the palettes below weigh thousands of shades as a page starts. */
const LINEAR = Array.from({ length: 256 }, (_, channel) => linearOf(channel));
const linear = (channel: number) => (Number.isInteger(channel) && channel >= 0 && channel <= 255 ? LINEAR[channel] : linearOf(channel));

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: TRgb): number {
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/** WCAG contrast ratio of two relative luminances. */
const ratioOf = (la: number, lb: number) => (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);

function rgbOf(color: string | TRgb): TRgb {
  if (typeof color !== 'string') return color;
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`Not a colour: ${color}`);
  return parsed;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string | TRgb, b: string | TRgb): number {
  return ratioOf(relativeLuminance(rgbOf(a)), relativeLuminance(rgbOf(b)));
}

/** `from` moved by `amount` (0..1) towards `to`, rounded to whole channels. */
function mixRgb(from: TRgb, to: TRgb, amount: number): TRgb {
  const at = (a: number, b: number) => Math.round(a + (b - a) * amount);
  return { r: at(from.r, to.r), g: at(from.g, to.g), b: at(from.b, to.b) };
}

export function mixColors(from: string, to: string, amount: number): string {
  return toHex(mixRgb(rgbOf(from), rgbOf(to), amount));
}

/** Black or white, whichever reads better on `background` (always at least 4.58:1). */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, BLACK) >= contrastRatio(background, WHITE) ? '#000000' : '#ffffff';
}

function worstContrast(color: TRgb, backgrounds: TRgb[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
}

/**
 * `color` itself when it reaches `min` on every background, otherwise the nearest shade of it
 * (mixed towards black or white) that does. A colour that cannot be read is returned unchanged.
 */
export function readableOn(color: string, backgrounds: string[], min = MIN_TEXT_CONTRAST): string {
  const fg = parseColor(color);
  const bgs = backgrounds.map(parseColor).filter((bg): bg is TRgb => bg !== null);
  if (!fg || bgs.length === 0 || worstContrast(fg, bgs) >= min) return color;
  const lightest = Math.max(...bgs.map(relativeLuminance));
  const darkest = Math.min(...bgs.map(relativeLuminance));
  // Darken on light backgrounds, lighten on dark ones; the other way round if that cannot reach `min`.
  const towards = (lightest + darkest) / 2 > 0.179 ? [BLACK, WHITE] : [WHITE, BLACK];
  for (const target of towards) {
    for (let step = 1; step <= 100; step++) {
      const candidate = mixRgb(fg, target, step / 100);
      if (worstContrast(candidate, bgs) >= min) return toHex(candidate);
    }
  }
  return toHex(worstContrast(BLACK, bgs) >= worstContrast(WHITE, bgs) ? BLACK : WHITE);
}

/** How colourful a colour is (sRGB chroma, 0 grey to 1 pure hue). */
export function chroma(color: string): number {
  const rgb = parseColor(color);
  if (!rgb) return 0;
  return (Math.max(rgb.r, rgb.g, rgb.b) - Math.min(rgb.r, rgb.g, rgb.b)) / 255;
}

/** The site's brand colour: the most colourful of its candidates (greys do not count), else the fallback. */
export function brandColor(candidates: (string | null | undefined)[], fallback: string): string {
  let best = fallback;
  let bestChroma = 0.15;
  for (const candidate of candidates) {
    if (!candidate || !parseColor(candidate)) continue;
    const value = chroma(candidate);
    if (value > bestChroma) [best, bestChroma] = [candidate.trim(), value];
  }
  return toHex(rgbOf(best));
}

/** Mantine's light variants lay the colour at 10 % over the page; 12 % leaves a margin. */
const TINT = 0.12;

/** The nearest shade of `color` that reads at 4.5:1 on every background and on its light tint over each of them. */
function readableShade(color: string, backgrounds: string[], tint = TINT): string {
  const fg = rgbOf(color);
  const bgs = backgrounds.map(rgbOf);
  const bgLuminances = bgs.map(relativeLuminance);
  for (let step = 0; step <= 100; step++) {
    const candidate = mixRgb(fg, BLACK, step / 100);
    const own = relativeLuminance(candidate);
    const readable = (background: number) => ratioOf(own, background) >= MIN_TEXT_CONTRAST;
    if (bgLuminances.every(readable) && bgs.every((bg) => readable(relativeLuminance(mixRgb(bg, candidate, tint))))) return toHex(candidate);
  }
  return '#000000';
}

/**
 * A Mantine palette (10 shades, light to dark) whose shades 6 to 9 (filled backgrounds under white text,
 * text and links, light variants' text) read at 4.5:1 on every background; shades 0 to 5 stay as given.
 */
export function readablePalette(palette: readonly string[], backgrounds: string[]): string[] {
  const out = [...palette];
  for (let shade = 6; shade < out.length; shade++) {
    // Shades 8 and 9 are the light variants' text (SiteMantineProvider), also on two light layers.
    const own = readableShade(out[shade], backgrounds, shade >= 8 ? 2 * TINT : TINT);
    const before = out[shade - 1];
    // Shades 7 to 9 are never lighter than the shade before them.
    out[shade] = shade > 6 && relativeLuminance(rgbOf(own)) > relativeLuminance(rgbOf(before)) ? before : own;
  }
  return out;
}

const LIGHTER = [0.9, 0.8, 0.64, 0.48, 0.32, 0.16];
const DARKER = [0.12, 0.24, 0.36];

/** A 10-shade Mantine palette around the brand colour: shade 6 is the brand colour made readable (see readablePalette). */
export function brandPalette(brand: string, backgrounds: string[]): string[] {
  const base = toHex(rgbOf(brand));
  const six = readableShade(base, backgrounds);
  const darker = DARKER.map((amount) => mixColors(six, '#000000', amount));
  return readablePalette([...LIGHTER.map((amount) => mixColors(base, '#ffffff', amount)), six, ...darker], backgrounds);
}
