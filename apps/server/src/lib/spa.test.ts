import { describe, expect, it } from 'vitest';
import { isApiPath, prefersHtml } from './spa.ts';

describe('prefersHtml', () => {
  it('is true for a browser navigation', () => {
    expect(prefersHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true);
  });
  it('is false for fetch calls and missing headers', () => {
    expect(prefersHtml('application/json, text/plain, */*')).toBe(false);
    expect(prefersHtml('*/*')).toBe(false);
    expect(prefersHtml(undefined)).toBe(false);
  });
  it('lets JSON win when it is preferred', () => {
    expect(prefersHtml('application/json, text/html;q=0.5')).toBe(false);
  });
});

describe('isApiPath', () => {
  it('treats /api and /ws as API', () => {
    expect(isApiPath('/api/website')).toBe(true);
    expect(isApiPath('/ws')).toBe(true);
    expect(isApiPath('/review/abc')).toBe(false);
  });
});
