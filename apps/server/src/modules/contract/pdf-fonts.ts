import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One font file of a subset and the code points it covers (its CSS unicode-range). */
export interface FontFace {
  name: string;
  file: Buffer;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);

/**
 * The @font-face rules of a @fontsource weight stylesheet: each subset's .woff file (fontkit reads it; pdfkit
 * embeds only the glyphs used) with its unicode-range. `only` keeps the subsets named.
 */
function facesOf(pkg: string, weight: 400 | 700, only?: string[]): FontFace[] {
  const dir = path.dirname(require.resolve(pkg));
  const css = fs.readFileSync(path.join(dir, `${weight}.css`), 'utf8');
  const faces: FontFace[] = [];
  for (const rule of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+?\.woff)\)/.exec(rule)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
    if (!file || !range) continue;
    const subset = file.replace(/^.*?-(latin-ext|latin|cyrillic-ext|cyrillic|greek-ext|greek|vietnamese|devanagari|thai)-\d+-normal\.woff$/, '$1');
    if (only && !only.includes(subset)) continue;
    const ranges = range.split(',').map((r): [number, number] => {
      const [from, to] = r.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
    faces.push({ name: file.replace(/\.woff$/, ''), file: fs.readFileSync(path.join(dir, 'files', file)), ranges });
  }
  // Latin first: spaces, digits and punctuation stay in the run's Latin font where scripts mix.
  return faces.sort((a, b) => Number(!a.name.includes('-latin-')) - Number(!b.name.includes('-latin-')));
}

let cached: Record<'regular' | 'bold', FontFace[]> | null = null;

/** Noto Sans (Latin, Cyrillic, Greek, Vietnamese...) and Noto Sans Thai's Thai subset, regular and bold. */
export function contractFonts(): Record<'regular' | 'bold', FontFace[]> {
  cached ??= {
    regular: [...facesOf('@fontsource/noto-sans', 400), ...facesOf('@fontsource/noto-sans-thai', 400, ['thai'])],
    bold: [...facesOf('@fontsource/noto-sans', 700), ...facesOf('@fontsource/noto-sans-thai', 700, ['thai'])],
  };
  return cached;
}

const covers = (face: FontFace, cp: number) => face.ranges.some(([a, b]) => cp >= a && cp <= b);

/**
 * The text cut into runs of one font each: every character goes to the first face whose range covers it; a
 * space or mark no face claims for itself stays with the run it is in.
 */
export function splitByFont(text: string, faces: FontFace[]): { face: FontFace; text: string }[] {
  const runs: { face: FontFace; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs.at(-1);
    const shared = /\s/.test(ch) || (cp >= 0x200b && cp <= 0x200d);
    const face = shared && last ? last.face : (faces.find((f) => covers(f, cp)) ?? last?.face ?? faces[0]);
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}
