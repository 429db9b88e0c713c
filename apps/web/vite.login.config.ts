import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import app from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const LOGIN_HTML = path.join(root, 'login.html');

/**
 * login.html: index.html with src/login.tsx for its script, made from index.html as the build reads it, so the page's
 * head (splash, early calls, nonce) is written once.
 */
function loginPage(): Plugin {
  return {
    name: 'draftdesk:login-page',
    resolveId: (source) => (source === LOGIN_HTML ? LOGIN_HTML : null),
    load(id) {
      if (id !== LOGIN_HTML) return null;
      const html = readFileSync(path.join(root, 'index.html'), 'utf8');
      const page = html.replace('src="/src/main.tsx"', 'src="/src/login.tsx"');
      if (page === html) throw new Error('login-page: index.html no longer loads /src/main.tsx');
      return page;
    },
  };
}

/**
 * The app's own files (its entry, the chunks the entry and the signed-in shell start with: dist/index.html and
 * dist/.vite/signed-in-preloads.html, from the app's build before this one), as prefetch links in a template that
 * src/login.tsx adds to the page once the visitor starts to sign in: the page they land on is then mostly in the cache.
 */
function appPrefetch(): Plugin {
  const dist = path.join(root, 'dist');
  return {
    name: 'draftdesk:app-prefetch',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const built = [path.join(dist, 'index.html'), path.join(dist, '.vite', 'signed-in-preloads.html')].filter((file) => existsSync(file));
        const files = new Set(
          built.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])),
        );
        if (!files.size) throw new Error('app-prefetch: build the app first (dist/index.html names none of its files)');
        const links = [...files].filter((file) => !html.includes(file)).map((file) => `<link rel="prefetch" crossorigin href="${file}">`);
        return html.replace('</body>', `<template id="dd-app-files">${links.join('')}</template></body>`);
      },
    },
  };
}

/**
 * /login's first load (apps/server's IndexHtml sends it to a browser that is not signed in), built after the app
 * (`npm run build`) into the same folder: a build of its own, so that the form's code is one chunk with the framework
 * rather than the twenty small pieces it shares with the app's pages (docs/decisions.md).
 */
export default mergeConfig(
  app,
  defineConfig({
    plugins: [loginPage(), appPrefetch()],
    build: {
      emptyOutDir: false,
      manifest: '.vite/login-manifest.json',
      rollupOptions: {
        input: { login: LOGIN_HTML },
        // The stylesheet is the app's (src/app/styles.ts), named as the app's build names it: one file for both pages
        // while their styles are the same, so the page after sign-in has it cached.
        output: {
          assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/index-[hash][extname]' : 'assets/[name]-[hash][extname]'),
        },
      },
    },
  }),
);
