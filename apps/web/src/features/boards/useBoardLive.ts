import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatSocket } from '../../lib/socket.ts';
import type { BoardScope } from './api.ts';

/** A frame saying a board changed (another tab, another device); `board_changed` joins the socket's frames. */
function changedBoard(frame: unknown): string | null {
  const f = frame as { type?: unknown; boardId?: unknown } | null;
  return f?.type === 'board_changed' && typeof f.boardId === 'string' ? f.boardId : null;
}

/**
 * Keeps the open board current: it reloads when the window comes back (focus, or the tab visible again) and when
 * the app's socket says this board changed. The socket is held only while the board is on screen.
 */
export function useBoardLive(scope: BoardScope, boardId: string) {
  const client = useQueryClient();
  const { queryKey } = scope;
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const reload = () => void client.invalidateQueries({ queryKey });
    const onVisible = () => document.visibilityState === 'visible' && reload();
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', onVisible);
    const off = chatSocket.onFrame((frame) => {
      if (changedBoard(frame) === boardId) reload();
    });
    const release = chatSocket.acquire();
    return () => {
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', onVisible);
      off();
      release();
    };
    // The key's text stands for the key (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, boardId]);
}
