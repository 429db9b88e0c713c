import { DEFAULT_FLAGS, EMAIL_KINDS } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { emailKindsFor, isOn } from './email-kinds.ts';

const off = { ...DEFAULT_FLAGS, enable_boards: false, enable_customer_job_search: false };
const on = { ...DEFAULT_FLAGS, enable_boards: true, enable_customer_job_search: true };

describe('the e-mail switches of the profile', () => {
  it('offers each role the kinds it receives, the boards and jobs ones only where the site has them on', () => {
    expect(emailKindsFor('user', off)).toEqual(['draft_ready', 'final_ready', 'due_date_set', 'followup_questions', 'chat_digest']);
    expect(emailKindsFor('user', on)).toContain('job_digest');
    expect(emailKindsFor('user', on)).not.toContain('board_deadline');
    expect(emailKindsFor('writer', off)).toEqual(['review_received', 'chat_digest']);
    expect(emailKindsFor('writer', on)).toEqual(['review_received', 'chat_digest', 'board_deadline']);
    expect(emailKindsFor('admin', on)).toEqual(['chat_digest', 'board_deadline']);
    expect(emailKindsFor('reviewer', on)).toEqual([]);
  });

  it('covers every kind of the contract for some role', () => {
    const offered = new Set((['user', 'writer', 'admin'] as const).flatMap((role) => emailKindsFor(role, on)));
    expect([...offered].sort()).toEqual([...EMAIL_KINDS].sort());
  });

  it('reads a kind missing from the preferences as on', () => {
    expect(isOn({}, 'job_digest')).toBe(true);
    expect(isOn({ job_digest: false }, 'job_digest')).toBe(false);
    expect(isOn({ job_digest: true }, 'job_digest')).toBe(true);
  });
});
