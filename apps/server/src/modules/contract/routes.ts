import type { FastifyInstance } from 'fastify';
import { ZOrderIdParams, ZSignContractRequest, type TSignContractRequest } from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { authed } from '../../plugins/session.ts';
import { getContract, signContract, signedContractDownload } from './service.ts';

type IdParams = { Params: { id: string } };

/** The order's contract: read it, sign it once, download the signed PDF. */
export function contractRoutes(app: FastifyInstance, deps: Deps) {
  const customer = deps.sessions.require('user');
  const byId = { preHandler: customer, schema: { params: ZOrderIdParams } };

  app.get<IdParams>('/api/customer/contract/data/:id', byId, (req) => getContract(deps, authed(req), req.params.id));

  app.post<IdParams & { Body: TSignContractRequest }>(
    '/api/customer/contract/:id',
    {
      preHandler: customer,
      schema: { params: ZOrderIdParams, body: ZSignContractRequest },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    (req) => signContract(deps, authed(req), req.params.id, req.body.data),
  );

  app.get<IdParams>('/api/customer/contract/download/:id', byId, async (req, reply) => {
    const { pdf, filename } = await signedContractDownload(deps, authed(req), req.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
