/**
 * The authorization matrix's vocabulary: actors, outcomes and the shape of a route's case. The table
 * (authz-table.ts) and its per-area parts (authz-journey.ts, authz-writer.ts, ...) import it, so the parts
 * need nothing from the table that gathers them.
 */
import type { TRole } from '@draftdesk/contract';
import type { TestApp } from './helpers.ts';

export const ACTORS = ['anonymous', 'userA', 'writerA', 'reviewerA', 'adminA', 'userB', 'writerB', 'reviewerB', 'adminB'] as const;
export type Actor = (typeof ACTORS)[number];
/** 'allow' is any 2xx; otherwise the exact status (302: a redirect, as the widget's return URL answers). */
export type Outcome = 'allow' | 302 | 400 | 401 | 403 | 404;

export type PerRole = Record<TRole, Outcome>;

/** The objects the table's requests point at; all of them belong to site A. */
export interface Fixtures {
  t: TestApp;
  A: {
    siteId: string;
    users: Record<TRole, string>;
    inProgressOrderId: string;
    /** Uploaded by A's customer, private, attached to A's in-progress order. */
    orderFileKey: string;
    /** One of A's customer's notifications. */
    notificationId: string;
    /** An account of A that reset and auto-login codes are made for. */
    codeTarget: { id: string; email: string };
  };
  B: { siteId: string; users: Record<TRole, string> };
}

/** Who is calling: the harness passes this to the builders. */
export interface Call {
  fx: Fixtures;
  actor: Actor;
  /** The actor's site ('A' for anonymous). */
  site: 'A' | 'B';
  host: string;
  role: TRole | null;
}

export type Body = { json: unknown } | { multipart: { field: string; filename: string; content: Buffer; type: string; fields?: Record<string, string> } };

export interface RouteCase {
  expect: Record<Actor, Outcome>;
  params?: (c: Call) => Record<string, string> | Promise<Record<string, string>>;
  body?: (c: Call) => Body | Promise<Body>;
  /** The query string's parameters, when the route reads some. */
  query?: (c: Call) => Record<string, string> | Promise<Record<string, string>>;
  /** The call ends or replaces the caller's session, so it gets a session of its own. */
  freshSession?: boolean;
}

/** Anonymous's outcome, then per role on site A, then per role of site B about A's objects (default: as A). */
export function outcomes(anonymous: Outcome, siteA: PerRole, siteB: PerRole = siteA): Record<Actor, Outcome> {
  return {
    anonymous,
    userA: siteA.user,
    writerA: siteA.writer,
    reviewerA: siteA.reviewer,
    adminA: siteA.admin,
    userB: siteB.user,
    writerB: siteB.writer,
    reviewerB: siteB.reviewer,
    adminB: siteB.admin,
  };
}
export const all = (o: Outcome): PerRole => ({ user: o, writer: o, reviewer: o, admin: o });
/** The listed roles get `yes`, the others `no`. */
export const only = (roles: TRole[], yes: Outcome, no: Outcome): PerRole => ({
  user: roles.includes('user') ? yes : no,
  writer: roles.includes('writer') ? yes : no,
  reviewer: roles.includes('reviewer') ? yes : no,
  admin: roles.includes('admin') ? yes : no,
});

/** A public call about site A's objects: everyone on A's host, 404 on B's (A's objects do not exist there). */
export const PUBLIC_OF_A: Record<Actor, Outcome> = {
  anonymous: 'allow',
  userA: 'allow',
  writerA: 'allow',
  reviewerA: 'allow',
  adminA: 'allow',
  userB: 404,
  writerB: 404,
  reviewerB: 404,
  adminB: 404,
};

/** One fresh object per call: params, query and body of the same call share it. */
export function perCall<T>(make: (c: Call) => Promise<T>): (c: Call) => Promise<T> {
  const made = new WeakMap<Call, Promise<T>>();
  return (c) => {
    if (!made.has(c)) made.set(c, make(c));
    return made.get(c)!;
  };
}
