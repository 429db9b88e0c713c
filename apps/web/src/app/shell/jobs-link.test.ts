import type { TSessionUser } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { jobsBackUrl } from './jobs-link.ts';

const user: TSessionUser = {
  _id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@demo.test',
  role: 'user',
  profile_img: '',
  pending_purchase_package_id: null,
  uniqueCustomerId: 'C-7',
  orders: 1,
  writer_data: null,
  emailPreferences: {},
  language: null,
};

describe('jobsBackUrl', () => {
  it('carries the configured fields, fullName as name', () => {
    const url = new URL(jobsBackUrl('jobs.example.com', ['fullName', 'email', 'uniqueCustomerId'], user)!);
    expect(url.origin).toBe('https://jobs.example.com');
    expect(url.searchParams.get('name')).toBe('Ada Lovelace');
    expect(url.searchParams.get('email')).toBe('ada@demo.test');
    expect(url.searchParams.get('uniqueCustomerId')).toBe('C-7');
  });

  it('skips unknown fields and refuses non-web URLs', () => {
    expect(jobsBackUrl('https://jobs.example.com/?a=1', ['nope'], user)).toBe('https://jobs.example.com/?a=1');
    expect(jobsBackUrl('javascript:alert(1)', [], user)).toBeNull();
  });
});
