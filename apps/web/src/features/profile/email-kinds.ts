import type { TEmailKind, TRole, TSiteSettings } from '@draftdesk/contract';

/** Each e-mail kind's switch label (profile.emails.*). */
export const EMAIL_KIND_LABELS: Record<TEmailKind, string> = {
  draft_ready: 'profile.emails.draft_ready',
  review_received: 'profile.emails.review_received',
  final_ready: 'profile.emails.final_ready',
  due_date_set: 'profile.emails.due_date_set',
  followup_questions: 'profile.emails.followup_questions',
  chat_digest: 'profile.emails.chat_digest',
  board_deadline: 'profile.emails.board_deadline',
  job_digest: 'profile.emails.job_digest',
};

type Flags = Pick<TSiteSettings['website_settings'], 'enable_boards' | 'enable_customer_job_search'>;

/**
 * The e-mail kinds a user of this role can receive on this site, in the order the profile lists them: customers
 * hear about their orders, chats and (with job search on) their saved searches; writers about reviews, chats and
 * (with boards on) card deadlines; admins about chats and their boards. Reviewers receive none.
 */
export function emailKindsFor(role: TRole, flags: Flags): TEmailKind[] {
  switch (role) {
    case 'user':
      return [
        'draft_ready',
        'final_ready',
        'due_date_set',
        'followup_questions',
        'chat_digest',
        ...(flags.enable_customer_job_search ? (['job_digest'] as const) : []),
      ];
    case 'writer':
      return ['review_received', 'chat_digest', ...(flags.enable_boards ? (['board_deadline'] as const) : [])];
    case 'admin':
      return ['chat_digest', ...(flags.enable_boards ? (['board_deadline'] as const) : [])];
    case 'reviewer':
      return [];
  }
}

/** A kind is on unless the user turned it off (contract wantsEmail). */
export const isOn = (preferences: Record<string, boolean>, kind: TEmailKind) => preferences[kind] !== false;
