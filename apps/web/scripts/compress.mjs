#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build (JS, CSS, HTML, SVG, JSON,
// fonts other than woff2), at the highest levels: the server sends the best one the browser accepts
// (@fastify/static preCompressed). A copy that would not be smaller is not written. Usage: compress.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|ttf|otf|woff|ico)$/;
const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)));
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (name === '.vite') continue;
    if (statSync(file).isDirectory()) yield* files(file);
    else if (COMPRESSIBLE.test(name)) yield file;
  }
}

let raw = 0;
let sent = 0;
await Promise.all(
  [...files(dist)].map(async (file) => {
    const source = readFileSync(file);
    const [br, gzipped] = await Promise.all([
      brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
      gz(source, { level: 9 }),
    ]);
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
    if (gzipped.length < source.length) writeFileSync(`${file}.gz`, gzipped);
    raw += source.length;
    sent += Math.min(br.length, source.length);
  }),
);
console.log(`compress: ${(raw / 1000).toFixed(0)} kB of assets, ${(sent / 1000).toFixed(0)} kB as brotli`);
