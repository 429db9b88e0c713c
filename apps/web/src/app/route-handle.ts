import { useMatches } from 'react-router';
import type { RouteAccess } from '../lib/guards.ts';

/** Static facts about a route, readable before its code has loaded. */
export interface RouteHandle {
  access: RouteAccess;
  /** i18n key of the page title. */
  title?: string;
}

function isHandle(value: unknown): value is RouteHandle {
  return !!value && typeof value === 'object' && 'access' in value;
}

/** The deepest matched route's handle. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isHandle(handle)) return handle;
  }
  return { access: 'any' };
}
