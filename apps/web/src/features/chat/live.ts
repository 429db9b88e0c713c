import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query.ts';
import { chatSocket } from '../../lib/socket.ts';
import { CHAT_PREFIX, CHAT_UNREAD_KEY } from './api.ts';

/**
 * The bell's live updates (loaded lazily from the shell): holds the app's socket
 * open after login and refreshes notifications and unread counts when frames arrive.
 */
export function startLiveUpdates(client: QueryClient): () => void {
  const off = chatSocket.onFrame((frame) => {
    if (frame.type === 'notification') {
      void client.invalidateQueries({ queryKey: queryKeys.notifications });
      void client.invalidateQueries({ queryKey: CHAT_UNREAD_KEY });
    } else if (frame.type === 'new_message' || frame.type === 'unread') {
      // 'unread': a message (or reading in another tab) elsewhere changed a count; the admin inbox counts too.
      void client.invalidateQueries({ queryKey: CHAT_PREFIX });
    }
  });
  // Back after a reconnect: what happened meanwhile came with no frame.
  let wasAway = false;
  const offStatus = chatSocket.onStatus((status) => {
    if (status === 'reconnecting' || status === 'error') wasAway = true;
    else if (status === 'open' && wasAway) {
      wasAway = false;
      void client.invalidateQueries({ queryKey: queryKeys.notifications });
      void client.invalidateQueries({ queryKey: CHAT_PREFIX });
    }
  });
  const release = chatSocket.acquire();
  return () => {
    off();
    offStatus();
    release();
  };
}
