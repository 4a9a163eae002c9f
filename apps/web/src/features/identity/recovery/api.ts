import { endpoints, type PasswordLinkParams, type ResponseOf } from '@elevar/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useHttp } from '../../../api/HttpContext.tsx';
import type { HttpClient } from '../../../api/http.ts';
import { useAppState } from '../../../storage/StoreContext.tsx';

// Account flows without a session (SPEC §2, §7): JSON without authorization, per the contract's endpoint table.

export type PhoneOnFile = ResponseOf<typeof endpoints.phoneByDocument>;
export type CodeChannel = PhoneOnFile['channels'][number];

export const recoveryKeys = {
  passwordLink: (link: PasswordLinkParams) =>
    ['identity', 'password-link', link.username, link.uidb64, link.token] as const,
};

/** Codes that mean the link itself is unusable (SPEC §8): the screen offers a new request instead of a retry. */
export const DEAD_LINK_CODES: readonly string[] = ['account.link_expired', 'account.link_invalid'];

export function isDeadLinkError(error: unknown): boolean {
  return isApiError(error) && DEAD_LINK_CODES.includes(error.code);
}

export function passwordLinkQuery(http: HttpClient, link: PasswordLinkParams) {
  return queryOptions({
    queryKey: recoveryKeys.passwordLink(link),
    queryFn: ({ signal }) => http.call(endpoints.passwordLink, { query: { ...link }, signal }),
    // A 4xx answer (expired, invalid) will not change by asking again.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
    staleTime: 60_000,
  });
}

/** GET /api/v1/accounts/password-link: is this set/recover link still good, and for whom. */
export function usePasswordLink(link: PasswordLinkParams) {
  return useQuery(passwordLinkQuery(useHttp(), link));
}

/**
 * The `?client=` site the visitor came from, sent with calls that create or look up accounts (its countries decide
 * whether a document is valid when no `country` cookie does).
 */
function useClientSlug(): string | undefined {
  return useAppState((state) => state.params.client_slug) ?? undefined;
}

/** POST /api/v1/accounts/set-password: consumes the link. */
export function useSetPassword() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: PasswordLinkParams & { password: string; password_confirmation: string }) =>
      http.call(endpoints.setPassword, { body }),
  });
}

/** POST /api/v1/accounts/first-access: an account loaded by the client gets a set-password link by e-mail. */
export function useFirstAccess() {
  const http = useHttp();
  const client = useClientSlug();
  return useMutation({
    mutationFn: (input: { document: string; email: string }) =>
      http.call(endpoints.firstAccess, {
        body: { client, document: input.document.trim(), email: input.email.trim() },
      }),
  });
}

/** POST /etraining_login/api_recover_password/: a recovery link by e-mail. */
export function useRecoverByEmail() {
  const http = useHttp();
  return useMutation({
    mutationFn: (email: string) => http.call(endpoints.recoverByEmail, { body: { email: email.trim() } }),
  });
}

/** POST /get_phone_number_with_document/: the masked phone on file and the channels a code can go by. */
export function usePhoneByDocument() {
  const http = useHttp();
  const client = useClientSlug();
  return useMutation({
    mutationFn: (document: string) =>
      http.call(endpoints.phoneByDocument, { body: { client, document: document.trim() } }),
  });
}

export interface SendCodeInput {
  document: string;
  phone: string;
  channel: CodeChannel;
}

/** POST /send_recover_password_code/: the typed phone must match the one on file (SPEC §5). */
export function useSendRecoveryCode() {
  const http = useHttp();
  const client = useClientSlug();
  return useMutation({
    mutationFn: (input: SendCodeInput) =>
      http.call(endpoints.sendRecoveryCode, {
        body: { client, document: input.document.trim(), phone: input.phone.trim(), channel: input.channel },
      }),
  });
}

/** POST /validate_recover_password_code/: a valid code answers with a recover link. */
export function useValidateRecoveryCode() {
  const http = useHttp();
  return useMutation({
    mutationFn: (input: { request_id: string; code: string }) =>
      http.call(endpoints.validateRecoveryCode, { body: input }),
  });
}

/** The path of the set-password screen for a link. */
export function passwordLinkPath(purpose: 'set' | 'recover', link: PasswordLinkParams): string {
  const segments = [link.username, link.uidb64, link.token].map(encodeURIComponent).join('/');
  return `/${purpose === 'set' ? 'set-password' : 'recover-password'}/${segments}`;
}
