import {
  CHAT_HISTORY_LIMIT,
  MESSAGES,
  chatTextProblem,
  cleanChatText,
  conversationKey,
  isChatAttachment,
  type MessageKey,
  type TAdminConversationsResponse,
  type TChatFileData,
  type TChatHistory,
  type TChatNewMessageFrame,
  type TChatType,
  type TChatUnreadResponse,
} from '@draftdesk/contract';
import { transaction } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthedCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { readableFile } from '../files/service.ts';
import { notify } from '../notifications/service.ts';
import { fullName } from '../orders/presenter.ts';
import { adminChatAccess, orderChatAccess } from './policy.ts';
import { chatReadsRepo } from './reads-repo.ts';
import { chatRepo, presentMessage, stillTakesPart, type ChatMessageRow, type ChatPersonRow } from './repo.ts';

/** A chat request refused: the error frame's (or response's) text. */
export class ChatRefusal extends Error {
  constructor(readonly key: MessageKey) {
    super(MESSAGES[key]);
  }
}

/** The sender no longer takes part in the conversation (found when writing the message). */
export class NoLongerParticipant extends ChatRefusal {}

export interface ChatTarget {
  chatType?: TChatType;
  order_id?: string;
  userId?: string;
}

/** One conversation as one user may take part in it. */
export interface Conversation {
  key: string;
  chatType: TChatType;
  orderId: string | null;
  /** The order's assigned writer, or the writer of the writer-to-admin conversation. */
  writerId: string | null;
  customerId: string | null;
  readOnly: boolean;
}

const chatDisabled = (ctx: AuthedCtx) => ctx.site.settings?.website_settings?.disable_writer_customer_chat ?? false;

/** Checked on every subscribe and every frame that acts (spec: the server decides who takes part). */
export async function resolveConversation(deps: Deps, ctx: AuthedCtx, target: ChatTarget): Promise<Conversation> {
  const repo = chatRepo(deps.db);
  const chatType = target.chatType ?? (target.order_id ? 'writerToCustomer' : 'writerToAdmin');
  if (chatType === 'writerToCustomer') {
    if (!target.order_id) throw new ChatRefusal('chatBadFrame');
    const order = await repo.orderParties(ctx.siteId, target.order_id);
    const access = orderChatAccess(ctx.user, order, chatDisabled(ctx));
    if ('refused' in access) throw new ChatRefusal(access.refused);
    const o = order;
    return { key: conversationKey(chatType, o.id), chatType, orderId: o.id, writerId: o.writerId, customerId: o.customerId, readOnly: access.readOnly };
  }
  // A writer's own conversation needs no userId; an admin names the writer.
  const writerId = target.userId ?? (ctx.user.role === 'writer' ? ctx.user.id : undefined);
  if (!writerId && ctx.user.role === 'admin') throw new ChatRefusal('chatBadFrame');
  const writer = !writerId ? undefined : writerId === ctx.user.id ? ctx.user : await repo.person(ctx.siteId, writerId);
  const access = adminChatAccess(ctx.user, writer);
  if ('refused' in access) throw new ChatRefusal(access.refused);
  return { key: conversationKey(chatType, writerId!), chatType, orderId: null, writerId: writerId!, customerId: null, readOnly: false };
}

export const targetOf = (c: Conversation): ChatTarget =>
  c.chatType === 'writerToCustomer' ? { chatType: c.chatType, order_id: c.orderId! } : { chatType: c.chatType, userId: c.writerId! };

/** Does a frame's (optional) target name this conversation? */
export function names(c: Conversation, t: ChatTarget): boolean {
  if (t.chatType && t.chatType !== c.chatType) return false;
  if (t.order_id && t.order_id !== c.orderId) return false;
  if (t.userId && (c.chatType !== 'writerToAdmin' || t.userId !== c.writerId)) return false;
  return true;
}

/** Who writes in it: the customer and the writer, or the writer and every admin. */
async function participants(deps: Deps, siteId: string, c: Conversation): Promise<string[]> {
  if (c.chatType === 'writerToCustomer') return [c.customerId!, c.writerId!];
  return [c.writerId!, ...(await chatRepo(deps.db).adminIds(siteId))];
}

const personOf = (p: ChatPersonRow) => ({ _id: p.id, firstName: p.firstName, lastName: p.lastName, profile_img: p.profileImg });
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The latest CHAT_HISTORY_LIMIT messages (or those before `beforeId`), the people and everyone's positions. */
export async function chatHistory(deps: Deps, ctx: AuthedCtx, c: Conversation, beforeId?: string): Promise<TChatHistory> {
  const repo = chatRepo(deps.db);
  let beforeSeq: number | undefined;
  if (beforeId) {
    beforeSeq = await repo.seqOf(ctx.siteId, c.key, beforeId);
    if (beforeSeq === undefined) throw new ChatRefusal('notFound');
  }
  const rows = await repo.latest(ctx.siteId, c.key, CHAT_HISTORY_LIMIT + 1, beforeSeq);
  const hasMore = rows.length > CHAT_HISTORY_LIMIT;
  if (hasMore) rows.shift();
  const client = c.chatType === 'writerToCustomer' ? c.customerId! : c.writerId!;
  const senders = await repo.senderIds(ctx.siteId, c.key);
  const people = await repo.people(ctx.siteId, [...new Set([...senders, client, ...(c.writerId ? [c.writerId] : [])])]);
  const clientRow = people.find((p) => p.id === client);
  const receipts = await chatReadsRepo(deps.db).receipts(ctx.siteId, c.key);
  return {
    chatType: c.chatType,
    order_id: c.orderId,
    userId: c.chatType === 'writerToAdmin' ? c.writerId : null,
    messages: rows.map(presentMessage),
    hasMore,
    writers: people.filter((p) => p.id !== client).map(personOf),
    clientName: clientRow ? fullName(clientRow.firstName, clientRow.lastName) : '',
    readOnly: c.readOnly,
    receipts: receipts
      .filter((r) => r.user_id !== ctx.user.id)
      .map((r) => ({ userId: r.user_id, delivered: r.delivered_id, read: r.read_id, readAt: iso(r.last_read_at) })),
  };
}

/** A file the sender may read, of an allowed type; in an order's chat it must be (or become) that order's. */
async function attachmentOf(deps: Deps, ctx: AuthedCtx, c: Conversation, key: string): Promise<TChatFileData> {
  const file = await readableFile(deps, ctx, key);
  if (!isChatAttachment(file.originalName)) throw new ChatRefusal('chatAttachmentType');
  if (c.chatType === 'writerToCustomer' && file.orderId !== c.orderId) {
    if (file.orderId || file.ownerId !== ctx.user.id) throw AppError.of('fileNotFound', 404);
    await deps.repos.files.attachToOrder(ctx.siteId, [file.key], c.orderId!);
  }
  return { key: file.key, mimetype: file.mimetype, originalname: file.originalName };
}

/** Stores a message, fans it out (here and on the other instances), then does the bookkeeping. */
export async function sendMessage(deps: Deps, ctx: AuthedCtx, c: Conversation, frame: TChatNewMessageFrame): Promise<ChatMessageRow> {
  if (c.readOnly) throw new ChatRefusal('chatReadOnly');
  if (c.chatType === 'writerToCustomer' && chatDisabled(ctx)) throw new NoLongerParticipant('chatDisabled');
  let content = '';
  let data: TChatFileData | null = null;
  if (frame.message_type === 'text') {
    content = cleanChatText(frame.content ?? '');
    const problem = chatTextProblem(content);
    if (problem) throw new ChatRefusal(problem);
  } else {
    if (!frame.data) throw new ChatRefusal('chatBadFrame');
    data = await attachmentOf(deps, ctx, c, frame.data.key);
  }
  const saved = await chatRepo(deps.db).insertIf(
    {
      id: newId(),
      siteId: ctx.siteId,
      conversation: c.key,
      chatType: c.chatType,
      orderId: c.orderId,
      writerId: c.chatType === 'writerToAdmin' ? c.writerId : null,
      senderId: ctx.user.id,
      type: frame.message_type,
      content,
      data,
      writerName: ctx.user.role === 'user' ? '' : fullName(ctx.user.firstName, ctx.user.lastName),
    },
    stillTakesPart(ctx.siteId, ctx.user, c),
  );
  if (!saved) {
    // Why not: the precise refusal (unassigned, hidden, another writer now...).
    await resolveConversation(deps, ctx, targetOf(c)).catch((err: unknown) => {
      throw err instanceof ChatRefusal ? new NoLongerParticipant(err.key) : err;
    });
    throw new NoLongerParticipant('orderNotFound');
  }
  const { row, assignedWriterId } = saved;
  // The order's writer as it is now: the recipients follow a reassignment.
  const now = c.chatType === 'writerToCustomer' && assignedWriterId ? { ...c, writerId: assignedWriterId } : c;
  const recipients = (await participants(deps, ctx.siteId, now)).filter((id) => id !== ctx.user.id);
  // publish() fans out to this instance's sockets before its first await; the NOTIFY to the others runs beside the bookkeeping.
  const published = deps.bus.publish({
    k: 'message',
    conversation: c.key,
    id: row.id,
    seq: row.seq,
    message: presentMessage(row),
    assignedWriterId,
    to: recipients,
  });
  await Promise.all([published, afterMessage(deps, ctx, now, row, recipients)]);
  return row;
}

/** Read positions, and a notification for each participant who is not following the conversation now. */
async function afterMessage(deps: Deps, ctx: AuthedCtx, c: Conversation, row: ChatMessageRow, recipients: string[]) {
  const reads = chatReadsRepo(deps.db);
  const [, present] = await Promise.all([reads.recordSend(ctx.siteId, c.key, ctx.user.id, row.seq, recipients), reads.present(c.key, recipients)]);
  for (const userId of recipients) if (!present.has(userId)) await notifyAway(deps, ctx, c, userId);
}

/** DESIGN §5 "new chat message for an offline recipient": one bell entry until they read or clear it. */
async function notifyAway(deps: Deps, ctx: AuthedCtx, c: Conversation, userId: string) {
  const orderId = c.chatType === 'writerToCustomer' ? c.orderId! : userId === c.writerId ? 'chat' : `chat:${c.writerId}`;
  await transaction(deps.db, async (tx) => {
    if (await chatReadsRepo(tx).hasUnseenMessageNotice(ctx.siteId, userId, orderId, c.key)) return;
    const name = fullName(ctx.user.firstName, ctx.user.lastName) || 'Someone';
    await notify(tx, { siteId: ctx.siteId, userId, orderId, action: 'new_message', params: { name }, sender: ctx.user });
  });
}

/** Moves the reader's position to the latest of the given messages and tells the participants. */
export async function markRead(deps: Deps, ctx: AuthedCtx, c: Conversation, ids: string[]): Promise<void> {
  if (c.readOnly) return;
  const { latest, ids: valid } = await chatRepo(deps.db).latestOf(ctx.siteId, c.key, ids, ctx.user.id);
  if (!latest || !(await chatReadsRepo(deps.db).markRead(ctx.siteId, c.key, ctx.user.id, latest.seq))) return;
  // A receipt names at most 100 ids (NOTIFY's payload is small); upTo covers the rest.
  const at = new Date().toISOString();
  await deps.bus.publish({ k: 'receipt', conversation: c.key, reader: ctx.user.id, status: 'read', upTo: latest.id, ids: valid.slice(0, 100), at });
}

/** GET /api/chat/unread */
export async function unreadCounts(deps: Deps, ctx: AuthedCtx): Promise<TChatUnreadResponse> {
  const rows = await chatReadsRepo(deps.db).unread(ctx.siteId, ctx.user.id, ctx.user.role);
  return {
    status: true,
    total: rows.reduce((n, r) => n + r.n, 0),
    orders: rows.filter((r) => r.order_id !== null).map((r) => ({ order_id: r.order_id!, count: r.n })),
    writerToAdmin: rows.filter((r) => r.chat_type === 'writerToAdmin').map((r) => ({ userId: r.writer_id!, count: r.n })),
  };
}

/** GET /api/admin/chat/conversations: every writer of the site, the latest conversations first. */
export async function adminConversations(deps: Deps, ctx: AuthedCtx): Promise<TAdminConversationsResponse> {
  const repo = chatRepo(deps.db);
  const [writers, last, unread] = [await repo.writers(ctx.siteId), await repo.lastAdminMessages(ctx.siteId), await unreadCounts(deps, ctx)];
  const lastBy = new Map(last.map((m) => [m.writerId, m]));
  const unreadBy = new Map(unread.writerToAdmin.map((u) => [u.userId, u.count]));
  const at = (id: string) => lastBy.get(id)?.seq ?? 0;
  return {
    status: true,
    conversations: [...writers]
      .sort((a, b) => at(b.id) - at(a.id))
      .map((w) => ({
        userId: w.id,
        writer: { ...personOf(w), email: w.email },
        lastMessage: lastBy.has(w.id) ? presentMessage(lastBy.get(w.id)!) : null,
        unread: unreadBy.get(w.id) ?? 0,
      })),
  };
}
