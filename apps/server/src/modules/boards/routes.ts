import type { FastifyInstance } from 'fastify';
import {
  ZBoardIdParam,
  ZBoardIdParams,
  ZConfirmTaskCardRequest,
  ZConfirmTrackerCardRequest,
  ZDeleteListQuery,
  ZMoveCardRequest,
  ZNewBoardRequest,
  ZNewTaskCardRequest,
  ZNewTrackerCardRequest,
  ZRenameListRequest,
  ZUpdateTaskCardRequest,
  ZUpdateTrackerCardRequest,
  type TConfirmTaskCardRequest,
  type TConfirmTrackerCardRequest,
  type TDeleteListQuery,
  type TMoveCardRequest,
  type TNewBoardRequest,
  type TNewTaskCardRequest,
  type TNewTrackerCardRequest,
  type TRenameListRequest,
  type TUpdateTaskCardRequest,
  type TUpdateTrackerCardRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded, type GuardedRoutes } from '../../plugins/guarded-routes.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { boardsRepo, type BoardKind, type BoardsRepo } from './repo.ts';
import * as boards from './service.ts';

type IdParams = { Params: { id: string } };
type BoardIdParams = { Params: { boardId: string } };
/** The spec's GETs that change a board (spec 03 §7): same-origin only, as every other write (app.ts). */
const GET_WRITE = { writes: true, sameOriginOnly: true } as const;

/** The calls a customer's tracker and a writer's boards share (spec 03 §7), under /api/customer/ or /api/writer/. */
function boardCalls(r: GuardedRoutes<AuthedCtx>, repo: BoardsRepo, prefix: string, kind: BoardKind) {
  r.get<BoardIdParams>(`${prefix}/list/new/:boardId`, { schema: { params: ZBoardIdParam }, config: GET_WRITE }, (req, ctx) =>
    boards.newList(repo, ctx, kind, req.params.boardId),
  );
  r.get<IdParams & { Querystring: TDeleteListQuery }>(
    `${prefix}/list/:id/delete`,
    { schema: { params: ZBoardIdParams, querystring: ZDeleteListQuery }, config: GET_WRITE },
    (req, ctx) => boards.deleteList(repo, ctx, kind, req.params.id, req.query),
  );
  r.post<{ Body: TRenameListRequest }>(`${prefix}/list/update/title`, { schema: { body: ZRenameListRequest } }, (req, ctx) =>
    boards.renameList(repo, ctx, kind, req.body),
  );
  r.get<IdParams>(`${prefix}/card/:id`, { schema: { params: ZBoardIdParams } }, (req, ctx) => boards.getCard(repo, ctx, kind, req.params.id));
  r.get<IdParams>(`${prefix}/card/:id/delete`, { schema: { params: ZBoardIdParams }, config: GET_WRITE }, (req, ctx) =>
    boards.deleteCard(repo, ctx, kind, req.params.id),
  );
  // A move writes nothing a cache holds (only the board, which no cache keeps): it answers without waiting to hear
  // its own NOTIFY (app.ts answerOnceWritesAreHeard), a round trip and a turn of the LISTEN connection saved.
  r.post<{ Body: TMoveCardRequest }>(`${prefix}/card/position/update`, { schema: { body: ZMoveCardRequest }, config: { writes: false } }, (req, ctx) =>
    boards.moveCard(repo, ctx, kind, req.body),
  );
}

/** The customer's job-search tracker and the writers' (and admins') task boards, where the site has boards on. */
export function boardRoutes(app: FastifyInstance, deps: Deps) {
  const repo = boardsRepo(deps.db);

  const customer = guarded(app, deps.sessions.require('user'), 'preHandler');
  // Made on the first visit: a GET that may write.
  customer.get('/api/customer/board', { config: { writes: true } }, (_req, ctx) => boards.getTracker(repo, ctx));
  boardCalls(customer, repo, '/api/customer', 'tracker');
  customer.post<{ Body: TUpdateTrackerCardRequest }>('/api/customer/card/update', { schema: { body: ZUpdateTrackerCardRequest } }, (req, ctx) => {
    const { id, ...card } = req.body;
    return boards.updateCard(repo, ctx, 'tracker', id, boards.trackerFields(card));
  });
  customer.post<{ Body: TConfirmTrackerCardRequest }>('/api/customer/card/new/confirm', { schema: { body: ZConfirmTrackerCardRequest } }, (req, ctx) =>
    boards.confirmCard(repo, ctx, 'tracker', req.body.boardId, {
      title: req.body.cardTitle,
      jobTitle: req.body.cardTitle,
      companyName: req.body.companyName,
      descriptionContent: req.body.description,
    }),
  );
  customer.post<{ Body: TNewTrackerCardRequest }>('/api/customer/card/new', { schema: { body: ZNewTrackerCardRequest } }, (req, ctx) =>
    boards.newCard(repo, ctx, 'tracker', req.body.column, boards.trackerFields(req.body.card)),
  );

  const writer = guarded(app, deps.sessions.require('writer', 'admin'), 'preHandler');
  writer.get('/api/writer/boards', {}, (_req, ctx) => boards.listBoards(repo, ctx));
  writer.post<{ Body: TNewBoardRequest }>('/api/writer/board/new', { schema: { body: ZNewBoardRequest } }, (req, ctx) =>
    boards.createBoard(repo, ctx, req.body),
  );
  writer.get<IdParams>('/api/writer/board/:id', { schema: { params: ZBoardIdParams } }, (req, ctx) => boards.getBoard(repo, ctx, req.params.id));
  writer.get<IdParams>('/api/writer/board/:id/delete', { schema: { params: ZBoardIdParams }, config: GET_WRITE }, (req, ctx) =>
    boards.deleteBoard(repo, ctx, req.params.id),
  );
  boardCalls(writer, repo, '/api/writer', 'tasks');
  writer.post<{ Body: TUpdateTaskCardRequest }>('/api/writer/card/update', { schema: { body: ZUpdateTaskCardRequest } }, (req, ctx) => {
    const { id, ...card } = req.body;
    return boards.updateCard(repo, ctx, 'tasks', id, boards.taskFields(card));
  });
  writer.post<{ Body: TConfirmTaskCardRequest }>('/api/writer/card/new/confirm', { schema: { body: ZConfirmTaskCardRequest } }, (req, ctx) =>
    boards.confirmCard(repo, ctx, 'tasks', req.body.boardId, { title: req.body.cardTitle, description: req.body.description }),
  );
  writer.post<{ Body: TNewTaskCardRequest }>('/api/writer/card/new', { schema: { body: ZNewTaskCardRequest } }, (req, ctx) =>
    boards.newCard(repo, ctx, 'tasks', req.body.column, boards.taskFields(req.body.card)),
  );
}
