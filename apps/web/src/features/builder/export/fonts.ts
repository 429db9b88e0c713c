import { Font } from '@react-pdf/renderer';
import type { TResumeFont } from '@draftdesk/contract';
import fallbackCyrillic400 from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import fallbackCyrillic700 from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff?url';
import fallbackLatinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import fallbackLatinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import fallbackThai400 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff?url';
import fallbackThai700 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff?url';
import firaSans400 from '@fontsource/fira-sans/files/fira-sans-latin-400-normal.woff?url';
import firaSans700 from '@fontsource/fira-sans/files/fira-sans-latin-700-normal.woff?url';
import josefinSans400 from '@fontsource/josefin-sans/files/josefin-sans-latin-400-normal.woff?url';
import josefinSans700 from '@fontsource/josefin-sans/files/josefin-sans-latin-700-normal.woff?url';
import karla400 from '@fontsource/karla/files/karla-latin-400-normal.woff?url';
import karla700 from '@fontsource/karla/files/karla-latin-700-normal.woff?url';
import merriweather400 from '@fontsource/merriweather/files/merriweather-latin-400-normal.woff?url';
import merriweather700 from '@fontsource/merriweather/files/merriweather-latin-700-normal.woff?url';
import nunito400 from '@fontsource/nunito/files/nunito-latin-400-normal.woff?url';
import nunito700 from '@fontsource/nunito/files/nunito-latin-700-normal.woff?url';
import poppins400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff?url';
import poppins700 from '@fontsource/poppins/files/poppins-latin-700-normal.woff?url';
import spaceMono400 from '@fontsource/space-mono/files/space-mono-latin-400-normal.woff?url';
import spaceMono700 from '@fontsource/space-mono/files/space-mono-latin-700-normal.woff?url';
import syne400 from '@fontsource/syne/files/syne-latin-400-normal.woff?url';
import syne700 from '@fontsource/syne/files/syne-latin-700-normal.woff?url';
import workSans400 from '@fontsource/work-sans/files/work-sans-latin-400-normal.woff?url';
import workSans700 from '@fontsource/work-sans/files/work-sans-latin-700-normal.woff?url';

// The PDF's fonts: the same @fontsource families as the editor, as WOFF (react-pdf's fontkit reads WOFF, not WOFF2),
// self-hosted by Vite and embedded (subset) into the PDF. Letters outside Latin fall back to Noto Sans (Latin
// Extended, Cyrillic) and Noto Sans Thai, so a name in any of the site's six languages is drawn and extractable.

const FILES: Record<TResumeFont, [regular: string, bold: string]> = {
  Poppins: [poppins400, poppins700],
  Nunito: [nunito400, nunito700],
  Merriweather: [merriweather400, merriweather700],
  'Space Mono': [spaceMono400, spaceMono700],
  Karla: [karla400, karla700],
  'Fira Sans': [firaSans400, firaSans700],
  Syne: [syne400, syne700],
  'Work Sans': [workSans400, workSans700],
  'Josefin Sans': [josefinSans400, josefinSans700],
};

const FALLBACKS: Record<string, [string, string]> = {
  'DD Latin Ext': [fallbackLatinExt400, fallbackLatinExt700],
  'DD Cyrillic': [fallbackCyrillic400, fallbackCyrillic700],
  'DD Thai': [fallbackThai400, fallbackThai700],
};

let registered = false;

function register(family: string, [regular, bold]: [string, string]) {
  Font.register({
    family,
    fonts: [
      { src: regular, fontWeight: 400 },
      { src: bold, fontWeight: 700 },
    ],
  });
}

/** Registers the fonts once; returns the family list a text of the resume is drawn with. */
export function resumeFontFamily(font: TResumeFont): string[] {
  if (!registered) {
    for (const [family, files] of Object.entries(FILES)) register(family, files);
    for (const [family, files] of Object.entries(FALLBACKS)) register(family, files);
    // Words are never hyphenated: names, addresses and links stay whole (and whole in the text layer).
    Font.registerHyphenationCallback((word) => [word]);
    registered = true;
  }
  return [font, ...Object.keys(FALLBACKS)];
}
