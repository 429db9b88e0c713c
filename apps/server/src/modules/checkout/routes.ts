import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { adminMoneyRoutes } from './admin/routes.ts';
import { customerCheckoutRoutes } from './customer/routes.ts';
import { providerRoutes } from './providers/routes.ts';
import { publicCheckoutRoutes } from './public/routes.ts';

/** Checkout and payments: public checkout, the customer's orders, tips and invoices, and the providers' calls. */
export function checkoutRoutes(app: FastifyInstance, deps: Deps) {
  app.register(async (scope) => {
    // A provider failure answers 502 with a plain text; what the provider said goes to the log (never a key).
    scope.addHook('onError', async (req, _reply, err) => {
      if (err instanceof AppError && err.statusCode === 502 && err.cause instanceof Error) {
        const cause = err.cause.cause instanceof Error ? err.cause.cause : err.cause;
        req.log.warn({ provider: err.cause.message, reason: cause.message }, 'payment provider call failed');
      }
    });
    publicCheckoutRoutes(scope, deps);
    customerCheckoutRoutes(scope, deps);
    providerRoutes(scope, deps);
    adminMoneyRoutes(scope, deps);
  });
}
