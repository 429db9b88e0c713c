import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  ZLanguageUpdateRequest,
  ZPasswordUpdateRequest,
  ZProfileUpdateRequest,
  type TLanguageUpdateRequest,
  type TProfileUpdateRequest,
} from '@draftdesk/contract';
import type { Deps } from '../../deps.ts';
import { guarded } from '../../plugins/guarded-routes.ts';
import { AppError } from '../../lib/errors.ts';
import { storeUpload, uploadedFile } from '../files/service.ts';
import { IMAGE_EXTENSIONS } from '../files/sniff.ts';
import { setLanguage, setProfileImage, updatePassword, updateProfile } from './service.ts';

export function profileRoutes(app: FastifyInstance, deps: Deps) {
  const guard = guarded(app, deps.sessions.require(), 'preHandler');

  guard.post('/api/profile/update_profile_img', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (req, ctx) => {
    const file = await storeUpload(deps, req.ctx, await uploadedFile(req), {
      only: IMAGE_EXTENSIONS,
      isPublic: true,
      typeError: MESSAGES.profilePictureType,
    });
    return setProfileImage(deps, ctx, file.key);
  });

  guard.post<{ Body: TProfileUpdateRequest }>('/api/profile/profile_update', { schema: { body: ZProfileUpdateRequest } }, (req, ctx) =>
    updateProfile(deps, ctx, req.body),
  );

  // Parsed here rather than by the route schema: the client reads a `password_error` field.
  guard.post('/api/profile/profile_update_password', {}, async (req, ctx) => {
    const parsed = ZPasswordUpdateRequest.safeParse(req.body);
    if (!parsed.success) {
      const passwordIssue = parsed.error.issues.find((i) => i.path[0] === 'password');
      const text = passwordIssue?.message ?? MESSAGES.validationFailed;
      throw new AppError(MESSAGES.validationFailed, 400, { password: text }, { password_error: text });
    }
    return updatePassword(deps, ctx, parsed.data._id, parsed.data.password);
  });

  // Not in the spec (docs/decisions.md): the language switcher saves the choice so e-mails speak it.
  guard.patch<{ Body: TLanguageUpdateRequest }>('/api/profile/language', { schema: { body: ZLanguageUpdateRequest } }, (req, ctx) =>
    setLanguage(deps, ctx, req.body.language),
  );
}
