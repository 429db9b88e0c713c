#!/usr/bin/env node
// Writes dist/.vite/signed-in-preloads.html: a <link rel="modulepreload"> for each chunk of the signed-in shell (the
// shell's route chunk and every chunk it imports, beyond the entry's own) and a style preload for their CSS. The
// server puts it in the page it sends to a browser that carries the signed-in hint (apps/server/src/plugins/
// compression.ts, IndexHtml): the browser fetches the shell's ~45 small chunks while the entry downloads, rather than
// after the entry has run and the router has added a link per chunk on the main thread (docs/perf.md).
// Usage: signed-in-preloads.mjs [dist]
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHELL = 'src/app/shell/ShellLayout.tsx';
/** Replaced by each page's nonce, as in index.html (vite.config.ts html.cspNonce). */
const NONCE = 'DRAFTDESK_CSP_NONCE';

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A manifest entry's key and the keys of every chunk it imports statically, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`signed-in-preloads: ${key} is not a chunk of the build (was it renamed, or is it no longer lazy?)`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = staticClosure(Object.keys(manifest).find((key) => manifest[key].isEntry));
const links = [];
for (const key of staticClosure(SHELL)) {
  if (entry.has(key)) continue;
  const { file, css = [] } = manifest[key];
  links.push(`<link rel="modulepreload" crossorigin href="/${file}" nonce="${NONCE}">`);
  for (const sheet of css) links.push(`<link rel="preload" as="style" crossorigin href="/${sheet}" nonce="${NONCE}">`);
}
writeFileSync(join(dist, '.vite', 'signed-in-preloads.html'), `${links.join('\n')}\n`);
console.log(`signed-in-preloads: ${links.length} links for the signed-in shell`);
