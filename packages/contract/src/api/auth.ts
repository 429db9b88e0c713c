import { z } from 'zod';
import { ZEmail } from '../common.ts';
import { ZOrderStatusOnly, ZSessionUser } from '../entities/user.ts';

export const ZLoginRequest = z
  .object({
    email: ZEmail,
    password: z.string().min(1, 'Password is required').max(200),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ status: z.boolean(), user: ZSessionUser, orders: z.array(ZOrderStatusOnly) });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZAuthUserResponse = z.object({
  status: z.boolean(),
  user: ZSessionUser,
  currency: z.string(),
  orders: z.number().int(),
});
export type TAuthUserResponse = z.infer<typeof ZAuthUserResponse>;

/** Step 1: ask for a reset link. `password` is accepted for wire compatibility and ignored. */
export const ZResetPasswordRequest = z.object({ email: ZEmail, password: z.string().max(200).optional() }).strict();
export const ZResetPasswordStep2Request = z
  .object({ code: z.string().min(10).max(200), password: z.string().min(8, 'Use at least 8 characters').max(200) })
  .strict();

/** GET /api/auth/reset-password/{code}: is the reset link still good? Checked when its page opens; nothing is used up. */
export const ZResetCodeParams = z.object({ code: z.string().min(10).max(200) }).strict();
export const ZResetCodeResponse = z.object({ status: z.literal(true) });
export type TResetCodeResponse = z.infer<typeof ZResetCodeResponse>;

export const ZAutologinParams = z.object({ code: z.string().min(10).max(200) }).strict();
/** ?packageId: the package the visitor was about to buy becomes their pending purchase. */
export const ZAutologinQuery = z.object({ packageId: z.string().min(1).max(64).optional() }).passthrough();
export const ZAutologinResponse = z.object({ status: z.boolean(), user: ZSessionUser });
export type TAutologinResponse = z.infer<typeof ZAutologinResponse>;
