import { CHAT_CLIENT_FRAMES, CHAT_MESSAGE_MAX_CHARS, type MessageKey, type TChatType } from '@draftdesk/contract';
import type { z } from 'zod';

type Frames = typeof CHAT_CLIENT_FRAMES;
export type ClientFrame = { [K in keyof Frames]: z.infer<Frames[K]> }[keyof Frames];

export type Parsed = { frame: ClientFrame } | { refusal: MessageKey; reason: string };

/** One text frame from a client: JSON, a known type, the shape of that type. */
export function parseClientFrame(data: Buffer): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    return { refusal: 'chatBadFrame', reason: 'malformed JSON' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { refusal: 'chatBadFrame', reason: 'not an object' };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return { refusal: 'chatBadFrame', reason: 'no type' };
  if (!Object.hasOwn(CHAT_CLIENT_FRAMES, type)) return { refusal: 'chatUnknownType', reason: `unknown type ${type.slice(0, 40)}` };
  const content = (value as { content?: unknown }).content;
  if (type === 'new_message' && typeof content === 'string' && content.length > CHAT_MESSAGE_MAX_CHARS) {
    return { refusal: 'chatMessageTooLong', reason: `${content.length} characters` };
  }
  const parsed = CHAT_CLIENT_FRAMES[type as keyof Frames].safeParse(value);
  if (!parsed.success) return { refusal: 'chatBadFrame', reason: `${type}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}` };
  return { frame: parsed.data };
}

/** What a conversation key names, as the frames spell it. */
export function describeConversation(key: string): { chatType: TChatType; order_id: string | null; userId: string | null } {
  return key.startsWith('order:')
    ? { chatType: 'writerToCustomer', order_id: key.slice(6), userId: null }
    : { chatType: 'writerToAdmin', order_id: null, userId: key.slice(6) };
}
