import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import * as vite from 'vite';
import { defineConfig, type Plugin, type PluginOption, type ProxyOptions } from 'vite';

/**
 * @vitejs/plugin-react resolves the repo root's newer vite (installed for vitest)
 * and configures itself for rolldown. Under this app's vite 7 its native refresh
 * wrapper breaks the dev server, so that one piece is left out: the dev server
 * reloads the page on change instead of Fast Refresh. Builds are unaffected
 * (JSX is compiled by esbuild from tsconfig's "jsx": "react-jsx").
 */
function reactPlugin(): PluginOption {
  const plugins = react() as unknown as Plugin[];
  if ('rolldownVersion' in vite) return plugins;
  return plugins.filter((plugin) => plugin.name !== 'vite:react:refresh-wrapper');
}

/**
 * pdf.js renders drafts in a worker that the page loads from /pdf1.worker.js
 * (GlobalWorkerOptions.workerSrc): serve it in dev, and write it into the
 * build output beside index.html. The legacy build, like the viewer's import,
 * so that older Safari and Chrome versions can open drafts too.
 */
function pdfWorker(): Plugin {
  const WORKER_URL = '/pdf1.worker.js';
  const source = () => readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs'));
  return {
    name: 'draftdesk:pdf-worker',
    configureServer(server) {
      server.middlewares.use(WORKER_URL, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_URL.slice(1), source: source() });
    },
  };
}

/** Mantine's components get their ids from src/lib/mantine-use-id.ts (why: see there). */
function mantineUseId(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));
  return {
    name: 'draftdesk:mantine-use-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/@mantine/hooks/') && /(?:^|\/)use-id\/use-id\.mjs$/.test(source)) return replacement;
      return null;
    },
  };
}

/**
 * Three of Mantine's imports that bring a whole package for one small piece, given that piece from a module of ours
 * (why, in each: see there): ScrollArea merges refs with src/lib/mantine-merge-refs.ts, not floating-ui; a table's
 * scroll container is src/lib/mantine-table-scroll.tsx, not a ScrollArea; the app shell's header, footer and aside
 * read the scroll bar's class names from src/lib/mantine-scroll-classes.ts, not react-remove-scroll.
 */
function mantineSmallImports(): Plugin {
  const ours = (file: string) => fileURLToPath(new URL(`./src/lib/${file}`, import.meta.url));
  const replacements = [
    { source: '@floating-ui/react', importer: /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/, file: ours('mantine-merge-refs.ts') },
    {
      source: '../ScrollArea/ScrollArea.mjs',
      importer: /\/@mantine\/core\/esm\/components\/Table\/TableScrollContainer\.mjs$/,
      file: ours('mantine-table-scroll.tsx'),
    },
    {
      source: 'react-remove-scroll',
      importer: /\/@mantine\/core\/esm\/components\/AppShell\/AppShell\w+\/AppShell\w+\.mjs$/,
      file: ours('mantine-scroll-classes.ts'),
    },
  ];
  return {
    name: 'draftdesk:mantine-small-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      return replacements.find((r) => r.source === source && r.importer.test(importer ?? ''))?.file ?? null;
    },
  };
}

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) on every chunk a page runs as it loads it: the entry
 * (React, the router, Mantine's core, i18next, TanStack Query), the shell, the pages and the small pieces they share,
 * whose functions nearly all run once loaded. Compiled one by one as each was first called, on the main thread, they
 * lengthened the start's tasks; with the comment Chromium compiles each file whole as it arrives, off the main thread
 * (docs/perf.md). Not on the few large libraries a single feature loads (PDF, DOCX, the rich-text editor), of which a
 * page runs a part. Added after minification (which drops comments) and after Vite's preload list (which goes first
 * in the file: the comment must open it), the source map shifted by the line it adds.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const LIBRARY_BYTES = 150_000;
  return {
    name: 'draftdesk:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || (!chunk.isEntry && chunk.code.length > LIBRARY_BYTES)) continue;
          chunk.code = HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-pdf (the resume builder's PDF) reaches pdfkit from two of its packages, and npm installs a copy for each
 * (the repo root holds the server's older pdfkit): the standard fonts one copy registers are missing in the other,
 * and rendering fails. Both resolve to react-pdf's own copy, in its browser build.
 */
const pdfkitDir = path.dirname(path.dirname(createRequire(createRequire(import.meta.url).resolve('@react-pdf/renderer')).resolve('pdfkit')));
const pdfkitAliases = [
  { find: /^pdfkit$/, replacement: path.join(pdfkitDir, 'js/pdfkit.browser.mjs') },
  { find: /^pdfkit\/standard-fonts\/(\w+)$/, replacement: path.join(pdfkitDir, 'js/standard-fonts/$1.mjs') },
];
const server = process.env.DRAFTDESK_SERVER ?? 'http://localhost:3000';

// Spec paths without the /api prefix (DESIGN §3): JSON when fetched by the app,
// the SPA when a browser opens them. Mirror the server's rule in the dev proxy.
const bareApi: ProxyOptions = {
  target: server,
  bypass: (req: IncomingMessage) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
};

export default defineConfig({
  root,
  plugins: [reactPlugin(), pdfWorker(), mantineUseId(), mantineSmallImports(), compileHints()],
  // The server puts a fresh nonce in place of this on every page it serves, and names it in the
  // Content-Security-Policy (apps/server/src/plugins/csp.ts); Vite's preload helper reads it from the meta tag.
  html: { cspNonce: 'DRAFTDESK_CSP_NONCE' },
  resolve: {
    // Zod without eval, for the pages' Content-Security-Policy (src/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
      // React Router's package names its development build for every import (its own warnings switched on); its
      // production build is the same code with them off.
      {
        find: /^react-router$/,
        replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs'),
      },
      ...pdfkitAliases,
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      // The contract is plain schemas and rules: let unused modules drop out of chunks.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/contract/') },
    },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
      '^/(review|registerCustomer|checkUser|customer|critiques|getClientCustomizations|getPackageInfo|checkout/)': bareApi,
    },
  },
});
