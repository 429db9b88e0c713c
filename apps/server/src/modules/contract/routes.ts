import type { FastifyInstance } from 'fastify';
import { ZOrderIdParams, ZSignContractRequest, type TSignContractRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { adminResourceRoutes } from '../../plugins/admin-resource.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { contractsAdmin } from './admin-service.ts';
import { getContract, signContract, signedContractDownload } from './service.ts';

type IdParams = { Params: { id: string } };

/** The order's contract: read it, sign it once, download the signed PDF; the site's contracts, as its admins edit them. */
export function contractRoutes(app: FastifyInstance, deps: Deps) {
  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');
  const byId = { schema: { params: ZOrderIdParams } };

  customer.get<IdParams>('/api/customer/contract/data/:id', byId, (req, ctx) => getContract(deps, ctx, req.params.id));

  customer.post<IdParams & { Body: TSignContractRequest }>(
    '/api/customer/contract/:id',
    {
      schema: { params: ZOrderIdParams, body: ZSignContractRequest },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    (req, ctx) => signContract(deps, ctx, req.params.id, req.body.data),
  );

  customer.get<IdParams>('/api/customer/contract/download/:id', byId, async (req, ctx, reply) => {
    const { pdf, filename } = await signedContractDownload(deps, ctx, req.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  adminResourceRoutes(guarded(app, deps.sessions.require('admin')), contractsAdmin(deps));
}
