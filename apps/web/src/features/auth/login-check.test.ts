import { describe, expect, it } from 'vitest';
import { checkLogin } from './login-check.ts';

describe('checkLogin', () => {
  it('gives the request when the contract accepts the values', () => {
    expect(checkLogin({ email: ' casey@example.com ', password: 'secret', rememberMe: true })).toMatchObject({
      ok: true,
      request: { password: 'secret', rememberMe: true },
    });
  });

  it("gives each field's first error, in the contract's words", () => {
    expect(checkLogin({ email: 'not-an-email', password: '', rememberMe: false })).toEqual({
      ok: false,
      errors: { email: 'Enter a valid email', password: 'Password is required' },
    });
  });
});
