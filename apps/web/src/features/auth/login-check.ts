import { ZLoginRequest, type TLoginRequest } from '@draftdesk/contract';

export type LoginField = 'email' | 'password';
export type LoginCheck = { ok: true; request: TLoginRequest } | { ok: false; errors: Partial<Record<LoginField, string>> };

/**
 * The login form's values checked by the contract's schema: the request to send, or each field's first error
 * (the schema's text, translated where it is shown). Its own chunk: zod loads with the first submit, not with /login.
 */
export function checkLogin(values: { email: string; password: string; rememberMe: boolean }): LoginCheck {
  const parsed = ZLoginRequest.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
