import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS, EMAIL_KIND_OF_ACTION, ZEmailPreferences, wantsEmail } from './email.ts';

describe('e-mail kinds', () => {
  it('are on unless turned off', () => {
    expect(wantsEmail({}, 'chat_digest')).toBe(true);
    expect(wantsEmail({ chat_digest: false }, 'chat_digest')).toBe(false);
    expect(wantsEmail({ chat_digest: false }, 'draft_ready')).toBe(true);
  });

  it('accept known kinds only', () => {
    expect(ZEmailPreferences.safeParse({ chat_digest: false, final_ready: true }).success).toBe(true);
    expect(ZEmailPreferences.safeParse({ marketing: true }).success).toBe(false);
    expect(ZEmailPreferences.safeParse({ chat_digest: 'no' }).success).toBe(false);
  });

  it('map every e-mailing action to a documented kind', () => {
    for (const kind of Object.values(EMAIL_KIND_OF_ACTION)) expect(EMAIL_KINDS).toContain(kind);
  });
});
