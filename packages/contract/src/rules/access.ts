import type { TRole } from '../common.ts';

/** Spec 03 "Writer and reviewer route set": the only pages a reviewer may open. */
const REVIEWER_ROUTES = [
  /^\/orders\/list\/?$/,
  /^\/orders\/view\/[^/]+\/?$/,
  /^\/orders\/previous-document\/[^/]+\/[^/]+\/?$/,
  /^\/orders\/revision-files\/[^/]+\/[^/]+\/?$/,
  /^\/orders\/linkedin\/[^/]+\/[^/]+\/?$/,
  /^\/orders\/final-files\/[^/]+\/[^/]+\/?$/,
  /^\/orders\/questionnaire-answers\/[^/]+\/[^/]+(\/[^/]+)?\/?$/,
  /^\/orders\/additional_questionnaire\/[^/]+\/[^/]+\/?$/,
  /^\/questionnaire-template\/template\/?$/,
  /^\/logout\/?$/,
];

export function reviewerMayOpen(path: string): boolean {
  return REVIEWER_ROUTES.some((re) => re.test(path));
}

export function isStaff(role: TRole): boolean {
  return role === 'writer' || role === 'reviewer' || role === 'admin';
}

/** Where a signed-in user goes when a page is not theirs: an admin to the Reports page of the admin console. */
export function homeFor(role: TRole): string {
  if (role === 'admin') return '/admin';
  return role === 'reviewer' ? '/orders/list' : '/dashboard';
}
