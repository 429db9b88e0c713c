#!/usr/bin/env node
// `npm run number-symbols -w apps/web` (through tsx: it reads the app's TypeScript): writes src/lib/number-symbols.json,
// how each of the app's languages writes a number, read from Intl (src/lib/number-symbols.ts). Run it after adding a
// language; src/lib/number-symbols.test.ts fails until the file matches.
import { readdirSync, writeFileSync } from 'node:fs';
import { readNumberSymbols } from '../src/lib/number-symbols.ts';

const file = new URL('../src/lib/number-symbols.json', import.meta.url);
// The app's languages are those its main catalogues are written in (src/locales/<language>.json).
const languages = readdirSync(new URL('../src/locales/', import.meta.url))
  .filter((name) => /^[a-z]{2}\.json$/.test(name))
  .map((name) => name.slice(0, 2));
const table = Object.fromEntries(languages.map((language) => [language, readNumberSymbols(language)]));
writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
console.log(`number-symbols: wrote ${file.pathname}`);
