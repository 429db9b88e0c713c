import type { TChatMessage, TChatReceipt, TChatServerFrame } from '@draftdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatSocket, type ChatTarget, type SocketStatus } from '../../lib/socket.ts';
import { CHAT_PREFIX, fetchOlderMessages } from './api.ts';

/** Messages de-duplicated by _id, in createdAt order. */
export function mergeMessages(current: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  const byId = new Map(current.map((m) => [m._id, m]));
  for (const message of incoming) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}

function sameConversation(target: ChatTarget, frame: { chatType?: string; order_id?: string | null; userId?: string | null }): boolean {
  if (frame.chatType && frame.chatType !== target.chatType) return false;
  if (target.chatType === 'writerToCustomer') return !frame.order_id || frame.order_id === target.order_id;
  // writerToAdmin: a writer omits userId (their own conversation).
  return !target.userId || !frame.userId || frame.userId === target.userId;
}

export interface ChatState {
  messages: TChatMessage[];
  /** There may be messages before the first one shown. */
  hasMore: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  /** Prepends the page before the first message shown. */
  loadOlder: () => Promise<void>;
  receipts: TChatReceipt[];
  typing: { _id: string; name: string }[];
  readOnly: boolean;
  loaded: boolean;
  /** The socket is open and subscribed to this conversation: frames about it are accepted. */
  ready: boolean;
  status: SocketStatus;
  /** The last refusal's key in messages.ts. */
  error: string | null;
  send: (frame: Record<string, unknown>) => boolean;
  clearError: () => void;
}

export function useChat(target: ChatTarget | null): ChatState {
  const client = useQueryClient();
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [receipts, setReceipts] = useState<TChatReceipt[]>([]);
  const [typing, setTyping] = useState<{ _id: string; name: string }[]>([]);
  const [readOnly, setReadOnly] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<SocketStatus>(chatSocket.state);
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const typingTimers = useRef(new Map<string, number>());
  const key = target ? `${target.chatType}:${target.order_id ?? ''}:${target.userId ?? ''}` : '';
  const keyRef = useRef(key);
  keyRef.current = key;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  /** Older pages were loaded: the history frames (the latest page) no longer say whether more exist. */
  const pagedBack = useRef(false);

  useEffect(() => {
    if (!target) return;
    setMessages([]);
    setReceipts([]);
    setTyping([]);
    setLoaded(false);
    setReady(false);
    setError(null);
    setHasMore(false);
    setOlderFailed(false);
    pagedBack.current = false;
    const timers = typingTimers.current;
    const offFrame = chatSocket.onFrame((frame: TChatServerFrame) => {
      switch (frame.type) {
        case 'all_messages':
          if (!sameConversation(target, frame)) return;
          setMessages((current) => mergeMessages(current, frame.messages));
          if (!pagedBack.current) setHasMore(frame.hasMore);
          setReceipts(frame.receipts);
          setReadOnly(frame.readOnly);
          setLoaded(true);
          return;
        case 'subscribed':
          if (!sameConversation(target, frame)) return;
          setReadOnly(frame.readOnly);
          setReady(true);
          return;
        case 'new_message':
          void client.invalidateQueries({ queryKey: CHAT_PREFIX });
          if (!sameConversation(target, frame.message)) return;
          setMessages((current) => mergeMessages(current, [frame.message]));
          setTyping((current) => current.filter((u) => u._id !== frame.message.sent_by));
          return;
        case 'receipt':
          if (!sameConversation(target, frame)) return;
          setReceipts((current) => {
            const existing = current.find((r) => r.userId === frame.reader) ?? { userId: frame.reader, delivered: null, read: null, readAt: null };
            const next: TChatReceipt =
              frame.status === 'read'
                ? { ...existing, read: frame.upTo, delivered: existing.delivered ?? frame.upTo, readAt: frame.at }
                : { ...existing, delivered: frame.upTo };
            return [...current.filter((r) => r.userId !== frame.reader), next];
          });
          return;
        case 'typing': {
          if (!sameConversation(target, frame)) return;
          const user = frame.user;
          window.clearTimeout(timers.get(user._id));
          setTyping((current) => current.filter((u) => u._id !== user._id).concat(frame.typing ? [user] : []));
          if (frame.typing) {
            timers.set(
              user._id,
              window.setTimeout(() => setTyping((current) => current.filter((u) => u._id !== user._id)), 5000),
            );
          }
          return;
        }
        case 'error':
          // The refusal's key (messages.ts): the panel shows it in the interface language.
          setError(frame.code);
          return;
        default:
      }
    });
    // Each new socket subscribes again (1 s after it opens): until then frames about the conversation would be refused.
    const offStatus = chatSocket.onStatus((next) => {
      setStatus(next);
      if (next !== 'open') setReady(false);
    });
    chatSocket.follow(target);
    const release = chatSocket.acquire();
    setStatus(chatSocket.state);
    return () => {
      release();
      offFrame();
      offStatus();
      chatSocket.follow(null);
      for (const timer of timers.values()) window.clearTimeout(timer);
      timers.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, client]);

  const send = useCallback((frame: Record<string, unknown>) => chatSocket.send(frame), []);
  const clearError = useCallback(() => setError(null), []);
  const loadOlder = useCallback(async () => {
    const first = messagesRef.current[0];
    if (!target || !first) return;
    const forKey = keyRef.current;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await fetchOlderMessages(target, first._id);
      if (keyRef.current !== forKey) return;
      pagedBack.current = true;
      setMessages((current) => mergeMessages(current, page.messages));
      setHasMore(page.hasMore);
    } catch {
      if (keyRef.current === forKey) setOlderFailed(true);
    } finally {
      if (keyRef.current === forKey) setLoadingOlder(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { messages, hasMore, loadingOlder, olderFailed, loadOlder, receipts, typing, readOnly, loaded, ready, status, error, send, clearError };
}
