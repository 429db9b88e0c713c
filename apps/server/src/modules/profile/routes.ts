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
import { AppError } from '../../lib/errors.ts';
import { authed } from '../../plugins/session.ts';
import { storeUpload, uploadedFile } from '../files/service.ts';
import { IMAGE_EXTENSIONS } from '../files/sniff.ts';
import { setLanguage, setProfileImage, updatePassword, updateProfile } from './service.ts';

export function profileRoutes(app: FastifyInstance, deps: Deps) {
  const guard = deps.sessions.require();

  app.post('/api/profile/update_profile_img', { preHandler: guard, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (req) => {
    const file = await storeUpload(deps, req.ctx, await uploadedFile(req), {
      only: IMAGE_EXTENSIONS,
      isPublic: true,
      typeError: MESSAGES.profilePictureType,
    });
    return setProfileImage(deps, authed(req), file.key);
  });

  app.post<{ Body: TProfileUpdateRequest }>('/api/profile/profile_update', { preHandler: guard, schema: { body: ZProfileUpdateRequest } }, (req) =>
    updateProfile(deps, authed(req), req.body),
  );

  // Parsed here rather than by the route schema: the client reads a `password_error` field.
  app.post('/api/profile/profile_update_password', { preHandler: guard }, async (req) => {
    const parsed = ZPasswordUpdateRequest.safeParse(req.body);
    if (!parsed.success) {
      const passwordIssue = parsed.error.issues.find((i) => i.path[0] === 'password');
      const text = passwordIssue?.message ?? MESSAGES.validationFailed;
      throw new AppError(MESSAGES.validationFailed, 400, { password: text }, { password_error: text });
    }
    return updatePassword(deps, authed(req), parsed.data._id, parsed.data.password);
  });

  // Not in the spec (docs/decisions.md): the language switcher saves the choice so e-mails speak it.
  app.patch<{ Body: TLanguageUpdateRequest }>('/api/profile/language', { preHandler: guard, schema: { body: ZLanguageUpdateRequest } }, (req) =>
    setLanguage(deps, authed(req), req.body.language),
  );
}
