import type { TEmailKind, TProfileUpdateRequest, TSessionUser } from '@draftdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSessionUser } from '../../lib/session.ts';
import { api, ApiError, requireStatus } from '../../lib/api.ts';
import { postMultipart } from '../../lib/upload.ts';

export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png'];
export const PROFILE_PICTURE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

/** Spec 02 §5: jpeg, jpg or png. */
export function isProfilePicture(file: File): boolean {
  return PROFILE_PICTURE_TYPES.includes(file.type) || /\.(jpe?g|png)$/i.test(file.name);
}

interface PictureResponse {
  status: boolean;
  user: { profile_img: string };
}

/** POST /api/profile/update_profile_img (multipart field `image`). */
export function useUpdateProfilePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      postMultipart<PictureResponse>('/api/profile/update_profile_img', 'image', file, { onProgress }).then(requireStatus),
    onSuccess: (response) => updateSessionUser(client, { profile_img: response.user.profile_img }),
  });
}

/** POST /api/profile/profile_update {_id, firstName, lastName, email} */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<TProfileUpdateRequest, '_id' | 'firstName' | 'lastName' | 'email'>) =>
      api.post<{ status: boolean; user?: Partial<TSessionUser> }>('/api/profile/profile_update', body).then(requireStatus),
    onSuccess: (response, body) => updateSessionUser(client, { firstName: body.firstName, lastName: body.lastName, email: body.email, ...response?.user }),
  });
}

/**
 * One e-mail kind switched on or off: POST /api/profile/profile_update with the account's stored name and email and
 * `emailPreferences: {kind: on}` (only the kinds named change).
 */
export function useSetEmailPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ user, kind, on }: { user: TSessionUser; kind: TEmailKind; on: boolean }) =>
      api
        .post<{ status: boolean; user?: Partial<TSessionUser> }>('/api/profile/profile_update', {
          _id: user._id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          emailPreferences: { [kind]: on },
        } satisfies TProfileUpdateRequest)
        .then(requireStatus),
    onSuccess: (response, { user, kind, on }) =>
      updateSessionUser(client, { emailPreferences: response?.user?.emailPreferences ?? { ...user.emailPreferences, [kind]: on } }),
  });
}

/** POST /api/profile/profile_update_password {_id, password}; a 400 may carry password_error. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: { _id: string; password: string }) => api.post<{ status: boolean }>('/api/profile/profile_update_password', body).then(requireStatus),
  });
}

export function passwordErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const value = (error.body as { password_error?: unknown } | undefined)?.password_error;
  return typeof value === 'string' && value ? value : undefined;
}
