#!/usr/bin/env node
// Prints each JS chunk's gzipped size and the JS that /login loads (the entry,
// its static imports and the login route chunk with its static imports, from
// the Vite manifest). Exits non-zero when /login needs more than 200 kB gzipped.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOGIN_LIMIT_BYTES = 200 * 1000;
const LOGIN_ROUTE_SOURCE = 'src/features/auth/LoginPage.tsx';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** A manifest entry and every chunk it imports statically, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const jsFiles = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`)
  .sort((a, b) => gzipSize(b) - gzipSize(a));

console.log('\nJS chunks (gzipped):');
for (const file of jsFiles) console.log(`  ${kB(gzipSize(file)).padStart(10)}  ${file}`);
const total = jsFiles.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(`  ${kB(total).padStart(10)}  all JS together`);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('report-sizes: no entry chunk in the manifest');
  process.exit(1);
}
if (!manifest[LOGIN_ROUTE_SOURCE]) {
  console.error(`report-sizes: ${LOGIN_ROUTE_SOURCE} is not its own chunk (is /login still a lazy route?)`);
  process.exit(1);
}

const loginFiles = new Set([...staticClosure(entryKey), ...staticClosure(LOGIN_ROUTE_SOURCE)]);
const loginTotal = [...loginFiles].reduce((sum, file) => sum + gzipSize(file), 0);
console.log('\n/login loads:');
for (const file of loginFiles) console.log(`  ${kB(gzipSize(file)).padStart(10)}  ${file}`);
console.log(`  ${kB(loginTotal).padStart(10)}  total (limit ${kB(LOGIN_LIMIT_BYTES)})\n`);

if (loginTotal > LOGIN_LIMIT_BYTES) {
  console.error(`report-sizes: /login loads ${kB(loginTotal)} of JS, more than ${kB(LOGIN_LIMIT_BYTES)}`);
  process.exit(1);
}
