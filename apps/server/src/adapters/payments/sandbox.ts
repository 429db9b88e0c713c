import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, sandboxCardOutcome } from '@draftdesk/contract';
import type { Db } from '../../db/client.ts';
import { sandboxIntents } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newId, newToken, sha256 } from '../../lib/ids.ts';
import { PaymentProviderError, type CardProvider, type ProviderIntent } from './types.ts';

type Row = typeof sandboxIntents.$inferSelect;

/** The sandbox's card form calls: the test-mode stand-in for Stripe.js confirming a card. */
export interface SandboxProvider extends CardProvider {
  /** 4242… succeeds, 4000…0002 is declined, 4000 0027 6000 3184 needs the extra step; other numbers are refused. */
  confirm(id: string, clientSecret: string, cardNumber: string): Promise<ProviderIntent>;
  /** The extra step of 4000 0027 6000 3184, approved or failed by the client. */
  authenticate(id: string, clientSecret: string, outcome: 'approve' | 'fail'): Promise<ProviderIntent>;
}

const toIntent = (r: Row, clientSecret: string | null = null): ProviderIntent => ({
  id: r.id,
  status: r.status,
  amount: r.amount,
  currency: r.currency,
  clientSecret,
  lastError: r.lastError,
});

function secretMatches(row: Row, clientSecret: string): boolean {
  const a = Buffer.from(row.clientSecretHash);
  const b = Buffer.from(sha256(clientSecret));
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The embedded test-mode provider (DESIGN §1): intents live in our own table
 * and settle on the server from the test card numbers. One instance per site;
 * an intent of another site does not exist here.
 */
export function sandboxProvider(db: Db, siteId: string): SandboxProvider {
  const find = async (id: string) => {
    const [row] = await db
      .select()
      .from(sandboxIntents)
      .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.siteId, siteId)))
      .limit(1);
    return row;
  };
  const findWithSecret = async (id: string, clientSecret: string) => {
    const row = await find(id);
    if (!row || !secretMatches(row, clientSecret)) throw AppError.of('paymentNotFound', 404);
    return row;
  };
  const save = async (id: string, set: Partial<Pick<Row, 'status' | 'lastError'>>) => {
    const [row] = await db
      .update(sandboxIntents)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.siteId, siteId)))
      .returning();
    return toIntent(row);
  };

  return {
    name: 'sandbox',
    testMode: true,
    publishableKey: null,
    async createIntent(input) {
      const id = `sbx_pi_${newId()}`;
      const clientSecret = `${id}_secret_${newToken()}`;
      const [row] = await db
        .insert(sandboxIntents)
        .values({
          id,
          siteId,
          amount: input.amount,
          currency: input.currency,
          clientSecretHash: sha256(clientSecret),
          methods: input.methods,
          metadata: input.metadata,
        })
        .returning();
      return toIntent(row, clientSecret);
    },
    async retrieveIntent(id) {
      const row = await find(id);
      return row ? toIntent(row) : null;
    },
    async refund(input) {
      const row = await find(input.paymentIntentId);
      if (!row || row.status !== 'succeeded') throw new PaymentProviderError('sandbox: only a paid intent can be refunded');
      // The id is the idempotency key's: a repeated call is the same refund, as with Stripe.
      const id = `sbx_re_${sha256(`${siteId}\n${input.idempotencyKey}`).slice(0, 24)}`;
      return { id, status: 'succeeded', amount: input.amount, currency: row.currency, paymentIntentId: row.id };
    },
    async confirm(id, clientSecret, cardNumber) {
      const row = await findWithSecret(id, clientSecret);
      // Like Stripe: a settled or waiting intent is not confirmed again.
      if (row.status !== 'requires_payment_method') return toIntent(row);
      const outcome = sandboxCardOutcome(cardNumber);
      if (!outcome) throw AppError.of('sandboxCardUnknown', 400);
      if (outcome === 'declined') return save(id, { status: 'requires_payment_method', lastError: MESSAGES.sandboxCardDeclined });
      return save(id, { status: outcome, lastError: null });
    },
    async authenticate(id, clientSecret, outcome) {
      const row = await findWithSecret(id, clientSecret);
      if (row.status !== 'requires_action') return toIntent(row);
      return outcome === 'approve'
        ? save(id, { status: 'succeeded', lastError: null })
        : save(id, { status: 'requires_payment_method', lastError: MESSAGES.sandboxAuthenticationFailed });
    },
  };
}
