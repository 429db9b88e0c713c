import type { TBoard, TBoardCard, TBoardSummary, TMoveCardRequest, TNewBoardRequest, TTaskCardFields, TTrackerCardFields } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, requireStatus } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';

/** The customer's tracker or a writer's task board: the same calls under /api/customer/ or /api/writer/ (spec 03 §7). */
export type BoardKind = 'tracker' | 'tasks';

/** A card as the board shows it; `enteredColumnAt` (ISO) when the server sends it. */
export type BoardCard = TBoardCard & { enteredColumnAt?: string };

export interface BoardScope {
  kind: BoardKind;
  /** '/api/customer' or '/api/writer'. */
  prefix: string;
  /** The board's query: the tracker, or one writer board. */
  queryKey: QueryKey;
}

export const trackerScope: BoardScope = { kind: 'tracker', prefix: '/api/customer', queryKey: queryKeys.tracker };
export const writerScope = (id: string): BoardScope => ({ kind: 'tasks', prefix: '/api/writer', queryKey: queryKeys.writerBoard(id) });

const enc = encodeURIComponent;

type BoardResponse = { status: true; data: TBoard };

/** GET /api/customer/board: the tracker, made on the first visit with its five lists. */
export function useTracker() {
  return useQuery({
    queryKey: queryKeys.tracker,
    queryFn: ({ signal }) => api.get<BoardResponse>('/api/customer/board', { signal }).then(requireStatus),
    select: (r) => r.data,
  });
}

/** GET /api/writer/board/{id} */
export function useWriterBoard(id: string) {
  return useQuery({
    queryKey: queryKeys.writerBoard(id),
    queryFn: ({ signal }) => api.get<BoardResponse>(`/api/writer/board/${enc(id)}`, { signal }).then(requireStatus),
    select: (r) => r.data,
  });
}

/** GET /api/writer/boards */
export function useWriterBoards() {
  return useQuery({
    queryKey: queryKeys.writerBoards,
    queryFn: ({ signal }) => api.get<{ status: true; data: TBoardSummary[] }>('/api/writer/boards', { signal }).then(requireStatus),
    select: (r) => r.data,
  });
}

/** POST /api/writer/board/new {boardTitle, boardDescription} */
export function useCreateBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TNewBoardRequest) => api.post<{ status: true; message: string; data: TBoardSummary }>('/api/writer/board/new', body).then(requireStatus),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.writerBoards }),
  });
}

/** GET /api/writer/board/{id}/delete */
export function useDeleteBoard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.get<{ status: true }>(`/api/writer/board/${enc(id)}/delete`).then(requireStatus),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.writerBoards }),
  });
}

/** The board's cached response, changed in place (an optimistic move) or read back (its rollback). */
export function boardCache(client: ReturnType<typeof useQueryClient>, scope: BoardScope) {
  return {
    get: () => client.getQueryData<BoardResponse>(scope.queryKey),
    set: (board: TBoard) => client.setQueryData<BoardResponse>(scope.queryKey, (old) => (old ? { ...old, data: board } : old)),
    restore: (snapshot: BoardResponse | undefined) => client.setQueryData(scope.queryKey, snapshot),
    refresh: () => client.invalidateQueries({ queryKey: scope.queryKey }),
  };
}

/** The board's calls (spec 03 §7), each refreshing the board after it. */
export function useBoardCalls(scope: BoardScope) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: scope.queryKey });
  const p = scope.prefix;
  return {
    newList: useMutation({
      mutationFn: (boardId: string) => api.get<{ status: true; data: { _id: string } }>(`${p}/list/new/${enc(boardId)}`).then(requireStatus),
      onSuccess: refresh,
    }),
    renameList: useMutation({
      mutationFn: (body: { id: string; title: string }) => api.post<{ status: true }>(`${p}/list/update/title`, body).then(requireStatus),
      onSettled: refresh,
    }),
    deleteList: useMutation({
      mutationFn: ({ id, moveTo, confirm }: { id: string; moveTo?: string; confirm?: boolean }) =>
        api.get<{ status: true }>(`${p}/list/${enc(id)}/delete`, { query: { moveTo, confirm: confirm ? 'true' : undefined } }).then(requireStatus),
      onSuccess: refresh,
    }),
    newCard: useMutation({
      mutationFn: (body: { column: string; card: TTrackerCardFields | TTaskCardFields }) =>
        api.post<{ status: true; data: TBoardCard }>(`${p}/card/new`, body).then(requireStatus),
      onSuccess: refresh,
    }),
    updateCard: useMutation({
      mutationFn: (body: (TTrackerCardFields | TTaskCardFields) & { id: string }) =>
        api.post<{ status: true; data: TBoardCard }>(`${p}/card/update`, body).then(requireStatus),
      onSuccess: (response) => {
        client.setQueryData(queryKeys.boardCard(scope.kind, response.data._id), response);
        return refresh();
      },
    }),
    deleteCard: useMutation({
      mutationFn: (id: string) => api.get<{ status: true }>(`${p}/card/${enc(id)}/delete`).then(requireStatus),
      onSuccess: refresh,
    }),
    moveCard: (body: TMoveCardRequest) => api.post<{ status: true }>(`${p}/card/position/update`, body).then(requireStatus),
  };
}

/** GET .../card/{id}: the card as stored (the dialog's form). */
export function useBoardCard(scope: BoardScope, id: string | null) {
  return useQuery({
    queryKey: queryKeys.boardCard(scope.kind, id ?? ''),
    queryFn: ({ signal }) => api.get<{ status: true; data: BoardCard }>(`${scope.prefix}/card/${enc(id ?? '')}`, { signal }).then(requireStatus),
    select: (r) => r.data,
    enabled: id !== null,
    staleTime: 0,
  });
}
