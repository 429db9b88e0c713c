import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id.ts';

function Ids({ staticId }: { staticId?: string }) {
  const first = useId(staticId);
  const second = useId();
  return createElement('p', { 'data-first': first, 'data-second': second });
}

describe("Mantine's ids from React", () => {
  it('gives each caller its own id, usable in a selector, and lets a static id win', () => {
    const html = renderToStaticMarkup(createElement('div', null, createElement(Ids), createElement(Ids, { staticId: 'chosen' })));
    const ids = [...html.matchAll(/data-(?:first|second)="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(4);
    expect(ids[2]).toBe('chosen');
    const generated = ids.filter((id) => id !== 'chosen');
    expect(new Set(generated).size).toBe(3);
    for (const id of generated) expect(id).toMatch(/^mantine-[\w-]+$/);
  });
});
