import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// locales.test.ts checks that the six languages agree; this checks that every
// checkout.* key the checkout, invoice, new-order and tip code names exists.
const src = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['features/checkout', 'features/invoices', 'features/orders'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}.${key}`] : flatten(value, `${prefix}.${key}`)));
}

describe('checkout texts', () => {
  const en = JSON.parse(readFileSync(join(src, 'locales', 'checkout', 'en.json'), 'utf8')) as { checkout: Tree };
  const known = new Set(flatten(en.checkout, 'checkout'));

  it('has an English text for every checkout.* key the code names', () => {
    const named = new Set<string>();
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(join(src, folder))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/['"`](checkout\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"`]/g)) named.add(match[1]);
      }
    }
    expect([...named].filter((key) => !known.has(key))).toEqual([]);
    expect(named.size).toBeGreaterThan(60);
  });

  it('keeps the spec texts word for word in English', () => {
    expect(en.checkout.redirecting).toBe('We are redirecting you to the Checkout Page.');
    expect((en.checkout.paid as Tree).redirecting).toBe('Payment Successful. Redirecting to Order');
  });
});
