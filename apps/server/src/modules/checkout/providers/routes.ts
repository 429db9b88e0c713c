import type { FastifyInstance } from 'fastify';
import { ZSandboxAuthenticateRequest, ZSandboxConfirmRequest, ZSandboxIntentParams, toMajorUnits, type TSandboxIntentResponse } from '@draftdesk/contract';
import type { ProviderIntent } from '../../../adapters/payments/index.ts';
import type { Deps } from '../../../deps.ts';
import type { Ctx } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { paymentsOf } from './payments.ts';
import { stripeWebhook } from './stripe-webhook.ts';

const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

const presentSandboxIntent = (i: ProviderIntent): TSandboxIntentResponse => ({
  status: true,
  intent: { id: i.id, status: i.status, amount: toMajorUnits(i.amount), currency: i.currency, last_payment_error: i.lastError },
});

async function sandboxOf(deps: Deps, ctx: Ctx) {
  const sandbox = (await paymentsOf(deps, ctx.siteId)).sandbox;
  if (!sandbox) throw AppError.of('notFound', 404);
  return sandbox;
}

/** The providers' side: Stripe's webhook, and the sandbox card form's calls (the test-mode stand-in for Stripe.js). */
export function providerRoutes(app: FastifyInstance, deps: Deps) {
  // The signature covers the exact bytes: this scope keeps JSON bodies raw.
  app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    raw.post('/api/webhooks/stripe', async (req) => {
      const signature = req.headers['stripe-signature'];
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await stripeWebhook(deps, req.ctx, body, typeof signature === 'string' ? signature : undefined);
      if (outcome === 'refused') req.log.warn('stripe webhook: a succeeded intent did not match what was due; nothing was created');
      return { received: true };
    });
  });

  app.post<{ Params: { id: string }; Body: { client_secret: string; card_number: string } }>(
    '/api/sandbox/payment-intents/:id/confirm',
    { schema: { params: ZSandboxIntentParams, body: ZSandboxConfirmRequest }, config: limit(30) },
    async (req) => presentSandboxIntent(await (await sandboxOf(deps, req.ctx)).confirm(req.params.id, req.body.client_secret, req.body.card_number)),
  );

  app.post<{ Params: { id: string }; Body: { client_secret: string; outcome: 'approve' | 'fail' } }>(
    '/api/sandbox/payment-intents/:id/authenticate',
    { schema: { params: ZSandboxIntentParams, body: ZSandboxAuthenticateRequest }, config: limit(30) },
    async (req) => presentSandboxIntent(await (await sandboxOf(deps, req.ctx)).authenticate(req.params.id, req.body.client_secret, req.body.outcome)),
  );
}
