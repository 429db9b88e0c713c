#!/usr/bin/env node
// `npm run colors -w apps/web` (through tsx: it reads the app's TypeScript): writes src/app/readable-shades.json,
// the shades of Mantine's palettes that the contrast rules change (src/app/theme.ts computeReadableShades). Run it after
// upgrading Mantine or changing the contrast rules; src/app/theme.test.ts fails until the file matches.
import { writeFileSync } from 'node:fs';
import { computeReadableShades } from '../src/app/theme.ts';

const file = new URL('../src/app/readable-shades.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(computeReadableShades(), null, 2)}\n`);
console.log(`readable-colors: wrote ${file.pathname}`);
