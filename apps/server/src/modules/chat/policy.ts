import type { MessageKey, TRole } from '@draftdesk/contract';

/** May the user follow the conversation, and write in it? */
export type ChatAccess = { readOnly: boolean } | { refused: MessageKey };

interface Actor {
  id: string;
  role: TRole;
}
interface OrderParties {
  customerId: string;
  writerId: string | null;
  hideOrder: boolean;
}

/**
 * The order's chat (writerToCustomer): its customer and its assigned writer
 * write; reviewers of the site read. Others do not learn the order exists.
 * Then the site flag, then the assignment (spec 01 §5).
 */
export function orderChatAccess(user: Actor, order: OrderParties | undefined, chatDisabled: boolean): ChatAccess {
  if (!order) return { refused: 'orderNotFound' };
  let readOnly = false;
  if (user.role === 'user') {
    if (order.customerId !== user.id || order.hideOrder) return { refused: 'orderNotFound' };
  } else if (user.role === 'writer') {
    if (order.writerId !== user.id) return { refused: 'orderNotFound' };
  } else if (user.role === 'reviewer') {
    readOnly = true;
  } else {
    return { refused: 'forbidden' };
  }
  if (chatDisabled) return { refused: 'chatDisabled' };
  if (!order.writerId) return { refused: 'chatNotAssigned' };
  return { readOnly };
}

/** A writer's chat with the admins (writerToAdmin): that writer and every admin of the site. */
export function adminChatAccess(user: Actor, writer: Actor | undefined): ChatAccess {
  if (user.role === 'writer') return writer && writer.id === user.id ? { readOnly: false } : { refused: 'forbidden' };
  if (user.role === 'admin') return writer && writer.role === 'writer' ? { readOnly: false } : { refused: 'notFound' };
  return { refused: 'forbidden' };
}
