/**
 * What a notification says, by its action, in English: the text stored as the notification's `contant`.
 * The bell and the e-mails show it in the reader's language from their catalogues, by action, with the
 * same `{{placeholders}}`; the English catalogues hold these very texts (tested).
 */
export const NOTIFICATION_TEXTS = {
  new_message: '{{name}} sent you a new message.',
  draft_uploaded: 'Your writer uploaded a new draft for review.',
  revision_approved: 'Your draft was approved and sent to the customer.',
  revision_rejected: 'Your draft was rejected: {{reason}}',
  order_assigned: 'A new order was assigned to you.',
  tip_received: 'Your customer left you a tip.',
  review_submitted: 'The customer reviewed your draft.',
  revision_finalized: 'The customer accepted your draft and finalized the revisions.',
  final_uploaded: 'Your writer uploaded your final documents for {{service}}.',
  followup_published: 'Your writer published follow-up questions for you.',
  due_date_set: 'Your writer set a due date for your order.',
  followup_answered: 'The customer answered your follow-up questions.',
  invoice_created: 'A new invoice is waiting for payment.',
  writer_changed: '{{name}} is now the writer of your order.',
  order_unassigned: 'An order was reassigned to another writer.',
  no_writer_fits: 'No writer fits a new order: it waits in the Unassigned queue.',
  due_date_changed: "The order's due date was changed.",
  due_date_cleared: "The order's due date was removed.",
  board_deadline: 'A card on your board is due within 24 hours: {{name}}.',
} as const;

export type TNotificationAction = keyof typeof NOTIFICATION_TEXTS;

/** The words a notification's text takes from its occasion: who wrote, why a draft was rejected, which service. */
export type TNotificationParams = Partial<Record<'name' | 'reason' | 'service', string>>;

export const isNotificationAction = (action: string): action is TNotificationAction => Object.hasOwn(NOTIFICATION_TEXTS, action);

/** The English text of a notification, as stored. */
export function notificationText(action: TNotificationAction, params: TNotificationParams = {}): string {
  return NOTIFICATION_TEXTS[action].replace(/\{\{(\w+)\}\}/g, (_, key: keyof TNotificationParams) => params[key] ?? '');
}

/**
 * How to say a stored notification in the reader's language: its action and the words its text takes,
 * or null when it can only be shown as stored (an action without a text here, or words it was stored
 * without).
 */
export function notificationTranslation(
  action: string | undefined,
  params: TNotificationParams | undefined,
): { action: TNotificationAction; params: TNotificationParams } | null {
  if (!action || !isNotificationAction(action)) return null;
  const words = params ?? {};
  const needed = [...NOTIFICATION_TEXTS[action].matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as keyof TNotificationParams);
  return needed.every((key) => words[key]) ? { action, params: words } : null;
}
