import { endpoints, type Profile, type ResponseOf, type UpdateProfileRequest } from '@elevar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import { useHttp } from '../../api/HttpContext.tsx';
import { identityKeys } from '../identity/index.ts';

export type PhoneStatus = ResponseOf<typeof endpoints.phoneVerification>;
type AvatarAnswer = ResponseOf<typeof endpoints.uploadAvatar>;

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  phone: () => [...profileKeys.all, 'phone-verification'] as const,
};

/** GET /api/v1/profile: the signed-in user's Profile with the client's field config. */
export function useProfile() {
  const http = useHttp();
  return useQuery({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => http.call(endpoints.profile, { signal }),
    staleTime: 60_000,
  });
}

/** The header shows the session's name and picture: refetch it after they change. */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: identityKeys.session() });
}

/** PATCH /api/v1/profile with the changed fields of one section; the answer replaces the cached Profile. */
export function useUpdateProfile() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => http.call(endpoints.updateProfile, { body }),
    onSuccess: async (profile) => {
      if (profile && typeof profile === 'object' && 'config' in profile) {
        queryClient.setQueryData(profileKeys.me(), profile);
      } else {
        await queryClient.invalidateQueries({ queryKey: profileKeys.me() });
      }
      await refreshSession();
    },
  });
}

/** Writes the new picture into the cached Profile and refreshes the header's. */
function useAvatarSaved() {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return async (answer: AvatarAnswer | undefined) => {
    if (answer && 'image' in answer) {
      queryClient.setQueryData<Profile>(profileKeys.me(), (current) =>
        current ? { ...current, image: answer.image } : current,
      );
    } else {
      await queryClient.invalidateQueries({ queryKey: profileKeys.me() });
    }
    await refreshSession();
  };
}

/** POST /api/v1/profile/avatar, multipart with the image in the `file` field. */
export function useUploadAvatar() {
  const http = useHttp();
  const saved = useAvatarSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return http.call(endpoints.uploadAvatar, { body });
    },
    onSuccess: saved,
  });
}

/** DELETE /api/v1/profile/avatar. */
export function useRemoveAvatar() {
  const http = useHttp();
  const saved = useAvatarSaved();
  return useMutation({
    mutationFn: () => http.call(endpoints.removeAvatar),
    onSuccess: (answer) => saved(answer ?? { image: null }),
  });
}

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** POST /api/v1/profile/password. */
export function useChangePassword() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => http.call(endpoints.changePassword, { body: { ...body } }),
  });
}

/** GET /api/v1/profile/phone-verification: the server keeps the resend cooldown, so it survives reloads. */
export function usePhoneVerification() {
  const http = useHttp();
  return useQuery({
    queryKey: profileKeys.phone(),
    queryFn: ({ signal }) => http.call(endpoints.phoneVerification, { signal }),
    staleTime: 0,
  });
}

export interface SendPhoneCodeInput {
  phone: string;
  channel: 'sms' | 'whatsapp';
}

/** POST …/phone-verification/send: the answer's request id and cooldown replace the cached status's. */
export function useSendPhoneCode() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendPhoneCodeInput) => http.call(endpoints.sendPhoneCode, { body: { ...body } }),
    onSuccess: (sent) => {
      queryClient.setQueryData<PhoneStatus>(profileKeys.phone(), (current) => ({
        phone: current?.phone ?? null,
        verified: current?.verified ?? false,
        resend_in: sent.resend_in,
        request_id: sent.request_id,
      }));
    },
    // A refused send (cooldown still running, rate limit) means the cached cooldown is stale: use the wait the
    // server asked for (Retry-After) at once, then ask it for the whole status.
    onError: (error) => {
      if (isApiError(error) && error.retryAfter !== null) {
        const wait = error.retryAfter;
        queryClient.setQueryData<PhoneStatus>(profileKeys.phone(), (current) =>
          current ? { ...current, resend_in: Math.max(current.resend_in, wait) } : current,
        );
      }
      return queryClient.invalidateQueries({ queryKey: profileKeys.phone() });
    },
  });
}

/** POST …/phone-verification/confirm: answers with the new status; the profile's phone changed with it. */
export function useConfirmPhoneCode() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (body: { request_id: string; code: string }) =>
      http.call(endpoints.confirmPhoneCode, { body: { ...body } }),
    onSuccess: async (status) => {
      if (status && typeof status === 'object' && 'verified' in status) {
        queryClient.setQueryData(profileKeys.phone(), status);
      } else {
        await queryClient.invalidateQueries({ queryKey: profileKeys.phone() });
      }
      await queryClient.invalidateQueries({ queryKey: profileKeys.me() });
      await refreshSession();
    },
  });
}

/** POST /api/v1/profile/close: irreversible; the server revokes the tokens on success. */
export function useCloseAccount() {
  const http = useHttp();
  return useMutation({
    mutationFn: (typedName: string) =>
      http.call(endpoints.closeAccount, { body: { typed_name: typedName, confirm: true } }),
  });
}
