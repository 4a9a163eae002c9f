import { type CampaignRegistrationRequest, endpoints, type SaleRequest } from '@elevar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { useAppState } from '../../storage/StoreContext.tsx';
import { identityKeys } from '../identity/index.ts';

export const rewardsKeys = {
  all: ['rewards'] as const,
  campaigns: (clientId: number | null) => [...rewardsKeys.all, 'campaigns', clientId] as const,
  campaign: (clientId: number | null, id: number) => [...rewardsKeys.all, 'campaign', clientId, id] as const,
  saleForm: (clientId: number | null, id: number) => [...rewardsKeys.all, 'sale-form', clientId, id] as const,
  sales: (clientId: number | null, page: number) => [...rewardsKeys.all, 'sales', clientId, page] as const,
  photoForm: (clientId: number | null, id: number) =>
    [...rewardsKeys.all, 'photo-form', clientId, id] as const,
  photos: (clientId: number | null, page: number) => [...rewardsKeys.all, 'photos', clientId, page] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/rewards/campaigns: the active and previous campaigns of the selected client in the user's country. */
export function useRewardsCampaigns() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: rewardsKeys.campaigns(clientId),
    queryFn: ({ signal }) => http.call(endpoints.rewardsCampaigns, { signal }),
  });
}

/** GET /api/v1/rewards/campaigns/:id: a campaign, the user's registration and what registration offers. */
export function useRewardsCampaign(id: number | null) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: rewardsKeys.campaign(clientId, id ?? 0),
    queryFn: ({ signal }) => http.call(endpoints.rewardsCampaign, { signal, params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** POST /api/v1/rewards/campaigns/:id/registration; the campaigns and the session (its campaign) are read again. */
export function useRegisterForCampaign() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CampaignRegistrationRequest }) =>
      http.call(endpoints.rewardsRegister, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
        queryClient.invalidateQueries({ queryKey: identityKeys.session() }),
      ]);
    },
  });
}

/** GET /api/v1/rewards/campaigns/:id/sale-form: the catalogue at the user's level, chains, stores, the window. */
export function useSaleForm(campaignId: number | null) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: rewardsKeys.saleForm(clientId, campaignId ?? 0),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsSaleForm, { signal, params: { id: campaignId ?? 0 } }),
    enabled: campaignId !== null,
  });
}

/** GET /api/v1/rewards/sales: a page of the user's sales, newest first. */
export function useSales(page: number, pageSize: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: rewardsKeys.sales(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsSales, { signal, query: { page, page_size: pageSize } }),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/v1/rewards/campaigns/:id/stores: an eligible store by its registration number's digits. */
export function useFindSaleStore() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ campaignId, registrationNumber }: { campaignId: number; registrationNumber: string }) =>
      http.call(endpoints.rewardsSaleStore, {
        params: { id: campaignId },
        query: { registration_number: registrationNumber },
      }),
  });
}

/** POST /api/v1/rewards/sales/invoices: the invoice file (an image or a PDF), kept to name in the sale. */
export function useUploadInvoice() {
  const http = useHttp();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.call(endpoints.rewardsSaleInvoice, { body: form });
    },
  });
}

/**
 * POST /api/v1/rewards/campaigns/:id/sales with the form's Idempotency-Key, so a retry after a lost answer is the
 * same sale; the sales list and the points (the points feature's queries) are read again.
 */
export function useReportSale() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      body,
      idempotencyKey,
    }: {
      campaignId: number;
      body: SaleRequest;
      idempotencyKey: string;
    }) => http.call(endpoints.rewardsReportSale, { params: { id: campaignId }, body, idempotencyKey }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
        // the points feature's balance and statement ('points' keys) show the new points under audit
        queryClient.invalidateQueries({ queryKey: ['points'] }),
      ]);
    },
  });
}

/** GET /api/v1/rewards/campaigns/:id/photo-form: photo types with points, the user's stores and their week. */
export function usePhotoForm(campaignId: number | null) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: rewardsKeys.photoForm(clientId, campaignId ?? 0),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsPhotoForm, { signal, params: { id: campaignId ?? 0 } }),
    enabled: campaignId !== null,
  });
}

/** GET /api/v1/rewards/photos: a page of the user's store photos, newest first. */
export function usePhotos(page: number, pageSize: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: rewardsKeys.photos(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsPhotos, { signal, query: { page, page_size: pageSize } }),
    placeholderData: (previous) => previous,
  });
}

/**
 * POST /api/v1/rewards/campaigns/:id/photos (multipart: store, type, then the file) with the form's
 * Idempotency-Key; the photo form (this week's slots), the photos and the points are read again.
 */
export function useSendPhoto() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      campaignId,
      storeId,
      photoTypeId,
      file,
      idempotencyKey,
    }: {
      campaignId: number;
      storeId: number;
      photoTypeId: number;
      file: File;
      idempotencyKey: string;
    }) => {
      const form = new FormData();
      form.append('store_id', String(storeId));
      form.append('photo_type_id', String(photoTypeId));
      form.append('file', file);
      return http.call(endpoints.rewardsSendPhoto, {
        params: { id: campaignId },
        body: form,
        idempotencyKey,
      });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['points'] }),
      ]);
    },
  });
}
