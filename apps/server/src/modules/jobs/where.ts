/** What a search's "Where" names: a ZIP (or its first digits), a city with its state, or a city or state name. */
export type Place = { kind: 'any' } | { kind: 'zip'; prefix: string } | { kind: 'cityState'; city: string; state: string } | { kind: 'name'; name: string };

/** "78701", "787", "Austin, TX", "Austin, Texas", "Austin", "TX" or "texas"; lower-cased for the repo. */
export function parseWhere(where: string): Place {
  const text = where.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return { kind: 'any' };
  const zip = /^(\d{3,5})(-\d{4})?$/.exec(text);
  if (zip) return { kind: 'zip', prefix: zip[1] };
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // "Austin, TX 78701": the state part may carry the ZIP.
  if (parts.length >= 2) return { kind: 'cityState', city: parts[0], state: parts[1].replace(/\s*\d{5}(-\d{4})?$/, '') };
  return { kind: 'name', name: parts[0] ?? text };
}
