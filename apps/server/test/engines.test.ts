import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Issue 15: `npm install` warned that cookie@2 and content-disposition@3 want Node 22 while we support Node 20.19
// (README, DESIGN §1). The root package.json overrides them to majors that accept Node 18+ (same API); docx (a test
// dependency) is pinned to 9.7.1, the last whose nanoid accepts Node 20.
const OLDEST_SUPPORTED = '20.19.0';
const lock = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }>;
};

describe('installed packages', () => {
  // Any range form counts (`>=22`, `^22 || ^24 || >=26`): npm warns EBADENGINE for each one the running Node misses.
  it('accept the oldest Node we support (20.19), so `npm ci` warns of no engine', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(OLDEST_SUPPORTED, (p.engines as { node: string }).node, { includePrerelease: true }))
      .map(([where, p]) => `${where}@${p.version} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
