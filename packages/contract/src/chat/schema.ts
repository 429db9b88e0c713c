import { z } from 'zod';
import { ZId } from '../common.ts';
import type { TNotification } from '../entities/notification.ts';

/**
 * The chat (spec 01 §3-§9, 02 §3-§9): one WebSocket at /ws on the site's own
 * host, a JSON object per frame, `type` naming the frame. A socket follows one
 * conversation at a time: the order's writerToCustomer chat, or a writer's
 * writerToAdmin chat.
 */
export const CHAT_TYPES = ['writerToCustomer', 'writerToAdmin'] as const;
export const ZChatType = z.enum(CHAT_TYPES);
export type TChatType = z.infer<typeof ZChatType>;

export { CHAT_ATTACHMENT_EXTENSIONS, CHAT_MAX_FRAME_BYTES, CHAT_MESSAGE_MAX_CHARS, CHAT_TIMINGS } from './constants.ts';

export const ZChatFileData = z
  .object({
    key: z.string().min(1).max(200),
    mimetype: z.string().max(255),
    originalname: z.string().max(255),
  })
  .strict();
export type TChatFileData = z.infer<typeof ZChatFileData>;

/** A stored message as every client receives it (spec 01 §3, 02 §3). */
export const ZChatMessage = z.object({
  _id: z.string(),
  type: z.enum(['text', 'file']),
  /** Plain text: render as text, never as HTML. Empty for a file. */
  content: z.string(),
  /** The sender's user id. */
  sent_by: z.string(),
  /** The sender's name when the sender is the writer or an admin; '' for the customer. */
  writerName: z.string(),
  createdAt: z.string(),
  data: ZChatFileData.nullable(),
  /** writerToCustomer: the order; writerToAdmin: null. */
  order_id: z.string().nullable(),
  chatType: ZChatType,
  /** writerToAdmin: the writer whose conversation it is; writerToCustomer: null. */
  userId: z.string().nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** How far another participant has got: everything up to and including that message. */
export const ZChatReceipt = z.object({
  userId: z.string(),
  delivered: z.string().nullable(),
  read: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type TChatReceipt = z.infer<typeof ZChatReceipt>;

export const ZChatPerson = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), profile_img: z.string() });
export type TChatPerson = z.infer<typeof ZChatPerson>;

/** The history of one conversation: the `all_messages` frame and GET /api/chat/messages. */
export const ZChatHistory = z.object({
  chatType: ZChatType,
  order_id: z.string().nullable(),
  userId: z.string().nullable(),
  /** Oldest first; at most CHAT_HISTORY_LIMIT. */
  messages: z.array(ZChatMessage),
  hasMore: z.boolean(),
  /** The writers (and, for writerToAdmin, the admins) who wrote in it, and the assigned writer. */
  writers: z.array(ZChatPerson),
  /** The customer's name (writerToCustomer) or the writer's (writerToAdmin). */
  clientName: z.string(),
  /** Reviewers read and never write. */
  readOnly: z.boolean(),
  /** The other participants' delivered/read positions. */
  receipts: z.array(ZChatReceipt),
});
export type TChatHistory = z.infer<typeof ZChatHistory>;
export const CHAT_HISTORY_LIMIT = 500;

// ---- Frames from the client

/** writerToCustomer names the order; writerToAdmin names the writer (a writer may omit it: their own). */
const target = {
  chatType: ZChatType.optional(),
  order_id: ZId.optional(),
  userId: ZId.optional(),
  /** Sent by the original client; the session decides who is sending. */
  sent_by: z.string().max(64).optional(),
};

export const ZChatSubscribeFrame = z.object({ type: z.literal('subscribe'), ...target }).strict();
export const ZChatRequestAllFrame = z.object({ type: z.literal('request_all_messages'), ...target }).strict();
export const ZChatNewMessageFrame = z
  .object({
    type: z.literal('new_message'),
    message_type: z.enum(['text', 'file']),
    content: z.string().optional(),
    data: ZChatFileData.optional(),
    ...target,
  })
  .strict();
export const ZChatReadFrame = z.object({ type: z.literal('read'), message_ids: z.array(ZId).min(1).max(500), ...target }).strict();
export const ZChatTypingFrame = z.object({ type: z.literal('typing'), typing: z.boolean().default(true), ...target }).strict();
export const ZChatPingFrame = z.object({ type: z.literal('ping') }).passthrough();

export const CHAT_CLIENT_FRAMES = {
  subscribe: ZChatSubscribeFrame,
  request_all_messages: ZChatRequestAllFrame,
  new_message: ZChatNewMessageFrame,
  read: ZChatReadFrame,
  typing: ZChatTypingFrame,
  ping: ZChatPingFrame,
} as const;
export type TChatClientFrameType = keyof typeof CHAT_CLIENT_FRAMES;
export type TChatSubscribeFrame = z.infer<typeof ZChatSubscribeFrame>;
export type TChatNewMessageFrame = z.infer<typeof ZChatNewMessageFrame>;

// ---- Frames from the server (documentation and the web client's types)

export type TChatServerFrame =
  | { type: 'subscribed'; chatType: TChatType; order_id: string | null; userId: string | null; readOnly: boolean }
  | ({ type: 'all_messages' } & TChatHistory)
  | { type: 'new_message'; message: TChatMessage }
  | {
      type: 'receipt';
      chatType: TChatType;
      order_id: string | null;
      userId: string | null;
      reader: string;
      status: 'delivered' | 'read';
      upTo: string;
      message_ids: string[];
      at: string;
    }
  | { type: 'typing'; chatType: TChatType; order_id: string | null; userId: string | null; user: { _id: string; name: string }; typing: boolean }
  | { type: 'notification'; notification: TNotification }
  /** One of the user's boards changed (another tab, another device): an open board with this id loads again. */
  | { type: 'board_changed'; boardId: string }
  /** The user's unread count of a conversation they are not following on this socket changed (refresh GET /api/chat/unread). */
  | { type: 'unread'; chatType: TChatType; order_id: string | null; userId: string | null }
  | { type: 'pong' }
  /** A refusal: `code` is the key of the text in messages.ts, `message` its English text. */
  | { type: 'error'; code: string; message: string };

// ---- REST

export const ZChatMessagesQuery = z
  .object({
    chatType: ZChatType.optional(),
    order_id: ZId.optional(),
    userId: ZId.optional(),
    /** Older page: the messages before this one. */
    before: ZId.optional(),
  })
  .strict();
export type TChatMessagesQuery = z.infer<typeof ZChatMessagesQuery>;
export const ZChatMessagesResponse = ZChatHistory.extend({ status: z.boolean() });
export type TChatMessagesResponse = z.infer<typeof ZChatMessagesResponse>;

export const ZChatUnreadResponse = z.object({
  status: z.boolean(),
  total: z.number().int(),
  orders: z.array(z.object({ order_id: z.string(), count: z.number().int() })),
  /** A writer: their own conversation (userId = theirs); an admin: one entry per writer with unread messages. */
  writerToAdmin: z.array(z.object({ userId: z.string(), count: z.number().int() })),
});
export type TChatUnreadResponse = z.infer<typeof ZChatUnreadResponse>;

export const ZAdminConversation = z.object({
  userId: z.string(),
  writer: ZChatPerson.extend({ email: z.string() }),
  lastMessage: ZChatMessage.nullable(),
  unread: z.number().int(),
});
export const ZAdminConversationsResponse = z.object({ status: z.boolean(), conversations: z.array(ZAdminConversation) });
export type TAdminConversationsResponse = z.infer<typeof ZAdminConversationsResponse>;
