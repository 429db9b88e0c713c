import { describe, expect, it } from 'vitest';
import { adminChatAccess, orderChatAccess } from './policy.ts';

const customer = { id: 'c1', role: 'user' as const };
const writer = { id: 'w1', role: 'writer' as const };
const otherWriter = { id: 'w2', role: 'writer' as const };
const reviewer = { id: 'r1', role: 'reviewer' as const };
const admin = { id: 'a1', role: 'admin' as const };
const order = { customerId: 'c1', writerId: 'w1', hideOrder: false };

describe('order chat access', () => {
  it('lets the customer and the assigned writer write, reviewers read', () => {
    expect(orderChatAccess(customer, order, false)).toEqual({ readOnly: false });
    expect(orderChatAccess(writer, order, false)).toEqual({ readOnly: false });
    expect(orderChatAccess(reviewer, order, false)).toEqual({ readOnly: true });
  });

  it('refuses strangers without telling them the order exists', () => {
    expect(orderChatAccess({ id: 'c2', role: 'user' }, order, false)).toEqual({ refused: 'orderNotFound' });
    expect(orderChatAccess(otherWriter, order, false)).toEqual({ refused: 'orderNotFound' });
    expect(orderChatAccess(customer, { ...order, hideOrder: true }, false)).toEqual({ refused: 'orderNotFound' });
    expect(orderChatAccess(customer, undefined, false)).toEqual({ refused: 'orderNotFound' });
    expect(orderChatAccess(admin, order, false)).toEqual({ refused: 'forbidden' });
    // A stranger learns nothing about the flags or the assignment either.
    expect(orderChatAccess(otherWriter, { ...order, writerId: null }, true)).toEqual({ refused: 'orderNotFound' });
  });

  it('is hidden by the site flag and waits for a writer', () => {
    expect(orderChatAccess(customer, order, true)).toEqual({ refused: 'chatDisabled' });
    expect(orderChatAccess(customer, { ...order, writerId: null }, false)).toEqual({ refused: 'chatNotAssigned' });
    expect(orderChatAccess(reviewer, { ...order, writerId: null }, false)).toEqual({ refused: 'chatNotAssigned' });
  });
});

describe('writer-to-admin chat access', () => {
  it('is the writer’s own conversation with every admin', () => {
    expect(adminChatAccess(writer, writer)).toEqual({ readOnly: false });
    expect(adminChatAccess(admin, writer)).toEqual({ readOnly: false });
  });

  it('refuses other writers, customers, reviewers and non-writers as the subject', () => {
    expect(adminChatAccess(otherWriter, writer)).toEqual({ refused: 'forbidden' });
    expect(adminChatAccess(customer, writer)).toEqual({ refused: 'forbidden' });
    expect(adminChatAccess(reviewer, writer)).toEqual({ refused: 'forbidden' });
    expect(adminChatAccess(admin, customer)).toEqual({ refused: 'notFound' });
    expect(adminChatAccess(admin, undefined)).toEqual({ refused: 'notFound' });
  });
});
