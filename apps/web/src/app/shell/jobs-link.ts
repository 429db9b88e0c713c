import type { TSessionUser } from '@draftdesk/contract';
import { absoluteUrl } from '../../lib/file-url.ts';

/**
 * Spec 03: 'Go back to the Jobs' leads to the custom login domain and carries the
 * configured user fields (site.loginDomainQueries), with fullName sent as `name`.
 */
export function jobsBackUrl(domain: string, fields: readonly string[], user: TSessionUser): string | null {
  let url: URL;
  try {
    url = new URL(absoluteUrl(domain));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const values = user as unknown as Record<string, unknown>;
  for (const field of fields) {
    if (field === 'fullName') {
      const name = `${user.firstName} ${user.lastName}`.trim();
      if (name) url.searchParams.set('name', name);
      continue;
    }
    const value = values[field];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      if (String(value) !== '') url.searchParams.set(field, String(value));
    }
  }
  return url.toString();
}
