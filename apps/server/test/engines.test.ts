import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 15: `npm install` warned that cookie@2 and content-disposition@3 want Node 22 while we support Node 20.19
// (README, DESIGN §1). The root package.json overrides them to majors that accept Node 18+ (same API).
const SUPPORTED = [20, 19, 0];
const lock = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; dev?: boolean }>;
};

/** The lowest version a plain `>=x.y.z` range allows (the form these packages use); null for other forms. */
function floorOf(range: string): number[] | null {
  const m = /^>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : null;
}
const above = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

describe('installed packages', () => {
  it('accept the oldest Node we support (20.19) wherever they say ">= x"', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .map(([where, p]) => ({ where, version: p.version, node: (p.engines as { node: string }).node, floor: floorOf((p.engines as { node: string }).node) }))
      .filter((p) => p.floor && above(p.floor, SUPPORTED) > 0)
      .map(({ where, version, node }) => `${where}@${version} wants node ${node}`);
    expect(refusing).toEqual([]);
  });
});
