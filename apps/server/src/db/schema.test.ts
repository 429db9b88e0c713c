import { readdirSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as barrel from './schema.ts';

// drizzle-kit reads the schema/ folder while the app reads the barrel: both must see the same tables.
describe('schema barrel', () => {
  it('re-exports every table defined under schema/', async () => {
    const dir = path.join(import.meta.dirname, 'schema');
    const defined: Record<string, unknown> = {};
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const mod: Record<string, unknown> = await import(path.join(dir, file));
      for (const [name, value] of Object.entries(mod)) if (is(value, PgTable)) defined[name] = value;
    }
    const exported = Object.fromEntries(Object.entries(barrel).filter(([, value]) => is(value, PgTable)));
    expect(Object.keys(defined).length).toBeGreaterThan(0);
    expect(exported).toEqual(defined);
    for (const [name, table] of Object.entries(defined)) expect(exported[name], name).toBe(table);
  });
});
