// Builds the server for production: ES modules dist/main.js from src/main.ts and dist/critique-worker.js, the resume reader's worker. The contract package (TypeScript
// source in the workspace) is bundled in; every other dependency stays in node_modules. `npm run dev` and the tests
// run the TypeScript through tsx instead.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const dir = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@draftdesk/contract');

const started = Date.now();
// The server, and the worker that reads resumes in its own threads (modules/critiques/pool.ts loads it from beside main.js).
await build({
  entryPoints: [
    { in: path.join(dir, 'src', 'main.ts'), out: 'main' },
    { in: path.join(dir, 'src', 'modules', 'critiques', 'worker.ts'), out: 'critique-worker' },
  ],
  outdir: path.join(dir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Packages' subpaths (drizzle-orm/pglite, ...) stay external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(): give the module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
if (!process.argv.includes('--quiet')) console.log(`dist/main.js and dist/critique-worker.js built in ${Date.now() - started} ms`);
