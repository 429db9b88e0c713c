import type { TWriterOrderListItem } from '@draftdesk/contract';

/** An order is completed once its progress reaches 100 % or it has a completion date. */
export const isOrderCompleted = (order: Pick<TWriterOrderListItem, 'statusPercentage' | 'completedAt'>) =>
  order.statusPercentage >= 100 || order.completedAt !== null;
