import { generateKeyBetween } from 'fractional-indexing';

/**
 * The key that puts an item at `index` among `keys` (the others of its column, in order): between its future
 * neighbours, so a move or an insert writes one row and no other item changes place.
 */
export function keyAt(keys: readonly string[], index: number): string {
  const at = Math.min(Math.max(index, 0), keys.length);
  return generateKeyBetween(at > 0 ? keys[at - 1] : null, at < keys.length ? keys[at] : null);
}

/** Keys after `last` for `count` items in a row (the default lists, cards moved to the end of a list). */
export function keysAfter(last: string | null, count: number): string[] {
  const keys: string[] = [];
  let previous = last;
  for (let i = 0; i < count; i++) {
    previous = generateKeyBetween(previous, null);
    keys.push(previous);
  }
  return keys;
}
