import { endpoints, type SaveOnboardingStepsRequest, type SaveWelcomeBannerRequest } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  tour: (clientId: number | null) => [...onboardingKeys.all, 'tour', clientId] as const,
  banner: (clientId: number | null) => [...onboardingKeys.all, 'banner', clientId] as const,
  admin: (clientId: number | null) => [...onboardingKeys.all, 'admin', clientId] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/onboarding: the client's tour for this user, and whether they saw it. */
export function useOnboardingTour() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: onboardingKeys.tour(clientId),
    queryFn: ({ signal }) => http.call(endpoints.onboardingTour, { signal }),
  });
}

/** POST /api/v1/onboarding/seen: the tour is not offered again in this client. */
export function useMarkOnboardingSeen() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: () => http.call(endpoints.onboardingSeen),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.tour(clientId) }),
  });
}

/** GET /api/v1/welcome-banner: the client's published banner in the user's language, or null. */
export function useWelcomeBanner() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: onboardingKeys.banner(clientId),
    queryFn: ({ signal }) => http.call(endpoints.welcomeBanner, { signal }),
  });
}

/** GET /api/v1/admin/onboarding: every language's steps and banner for the editors. */
export function useAdminOnboarding() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: onboardingKeys.admin(clientId),
    queryFn: ({ signal }) => http.call(endpoints.adminOnboarding, { signal }),
  });
}

/** PUT /api/v1/admin/onboarding/steps/:language; everything read again once saved. */
export function useSaveOnboardingSteps(language: LanguageCode) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOnboardingStepsRequest) =>
      http.call(endpoints.adminSaveOnboardingSteps, { params: { language }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

/** PUT /api/v1/admin/onboarding/banner/:language; everything read again once saved. */
export function useSaveWelcomeBanner(language: LanguageCode) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWelcomeBannerRequest) =>
      http.call(endpoints.adminSaveWelcomeBanner, { params: { language }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
