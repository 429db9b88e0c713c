import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This module sits one level below it both as source (src/paths.ts) and in
 * the production bundle (dist/main.js), so files the server reads at run time resolve the same in both.
 */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** Drizzle's SQL migrations and their journal. */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src', 'db', 'migrations');
/** The built web app, unless WEB_DIST names another. */
export const DEFAULT_WEB_DIST = path.join(SERVER_DIR, '..', 'web', 'dist');
