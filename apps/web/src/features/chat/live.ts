import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query.ts';
import { chatSocket } from '../../lib/socket.ts';
import { CHAT_UNREAD_KEY } from './api.ts';

/**
 * The bell's live updates (loaded lazily from the shell): holds the app's socket
 * open after login and refreshes notifications and unread counts when frames arrive.
 */
export function startLiveUpdates(client: QueryClient): () => void {
  const off = chatSocket.onFrame((frame) => {
    if (frame.type === 'notification') {
      void client.invalidateQueries({ queryKey: queryKeys.notifications });
      void client.invalidateQueries({ queryKey: CHAT_UNREAD_KEY });
    } else if (frame.type === 'new_message') {
      void client.invalidateQueries({ queryKey: CHAT_UNREAD_KEY });
    }
  });
  const release = chatSocket.acquire();
  return () => {
    off();
    release();
  };
}
