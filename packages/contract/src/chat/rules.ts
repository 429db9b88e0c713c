import { CHAT_ATTACHMENT_EXTENSIONS, CHAT_MESSAGE_MAX_CHARS } from './constants.ts';
import type { TChatType } from './schema.ts';

/** One conversation, one key: the order's chat, or a writer's chat with the admins. */
export function conversationKey(chatType: TChatType, id: string): string {
  return chatType === 'writerToCustomer' ? `order:${id}` : `admin:${id}`;
}

// Control characters other than tab and line breaks: PostgreSQL refuses NUL, and none is ever typed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Spec 02 §5: chat text is trimmed; it stays plain text (no HTML is ever interpreted). */
export function cleanChatText(text: string): string {
  return text.replace(CONTROL, '').trim();
}

/** Why a text cannot be sent, or null. */
export function chatTextProblem(cleaned: string): 'chatMessageEmpty' | 'chatMessageTooLong' | null {
  if (cleaned.length === 0) return 'chatMessageEmpty';
  if (cleaned.length > CHAT_MESSAGE_MAX_CHARS) return 'chatMessageTooLong';
  return null;
}

/** Spec 01 §5: the attachment types the chat accepts, by the stored file's name. */
export function isChatAttachment(originalname: string): boolean {
  const dot = originalname.lastIndexOf('.');
  const ext = dot === -1 ? '' : originalname.slice(dot + 1).toLowerCase();
  return (CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);
}

/** A token bucket: `capacity` tokens, refilled continuously at capacity per `windowMs`. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    now = Date.now(),
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  /** Takes one token; false when empty. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) * this.capacity) / this.windowMs);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
