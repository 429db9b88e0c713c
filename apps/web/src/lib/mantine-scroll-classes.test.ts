import { RemoveScroll as Real } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './mantine-scroll-classes.ts';

describe("the app shell's scroll bar class names", () => {
  it('are the ones react-remove-scroll sets aside room for when a modal opens', () => {
    expect(RemoveScroll.classNames).toEqual(Real.classNames);
  });
});
