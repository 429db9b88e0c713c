import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('DATA_DIR', () => {
  it('defaults to ./data, also when set empty (a shell variable never set), never the current folder', () => {
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
    expect(loadConfig({ DATA_DIR: '' }).dataDir).toBe(path.resolve('data'));
    expect(loadConfig({ DATA_DIR: '  ' }).dataDir).toBe(path.resolve('data'));
    expect(loadConfig({ DATA_DIR: '/srv/draftdesk' }).dataDir).toBe('/srv/draftdesk');
  });
});
