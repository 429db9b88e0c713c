#!/usr/bin/env node
// `npm run colors -w apps/web` (through tsx: it reads the app's TypeScript): writes src/app/readable-colors.json,
// Mantine's palettes made readable on the page (src/app/theme.ts computeReadableDefaultColors). Run it after
// upgrading Mantine or changing the contrast rules; src/app/theme.test.ts fails until the file matches.
import { writeFileSync } from 'node:fs';
import { computeReadableDefaultColors } from '../src/app/theme.ts';

const file = new URL('../src/app/readable-colors.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(computeReadableDefaultColors(), null, 2)}\n`);
console.log(`readable-colors: wrote ${file.pathname}`);
