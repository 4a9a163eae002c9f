import {
  endpoints,
  type OrderBulkRequest,
  type RejectOrderRequest,
  type RewardCatalogueQuery,
  type RewardStockRequest,
  type ShipOrderRequest,
} from '@elevar/contract';
import type { OrderAction, OrderStatus } from '@elevar/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { saveFile } from '../../../api/saveFile.ts';
import { useAppState } from '../../../storage/StoreContext.tsx';

export const STORE_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE = 10;
export const QUEUE_PAGE_SIZE = 20;

export const storeKeys = {
  all: ['reward-store'] as const,
  catalogue: (clientId: number | null, query: Partial<RewardCatalogueQuery>) =>
    [...storeKeys.all, 'catalogue', clientId, query] as const,
  reward: (clientId: number | null, id: number) => [...storeKeys.all, 'reward', clientId, id] as const,
  orders: (clientId: number | null, page: number) => [...storeKeys.all, 'orders', clientId, page] as const,
  queue: (clientId: number | null, status: OrderStatus | null, page: number) =>
    [...storeKeys.all, 'queue', clientId, status, page] as const,
  catalogueAdmin: (clientId: number | null, page: number) =>
    [...storeKeys.all, 'catalogue-admin', clientId, page] as const,
};

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

/** GET /api/v1/rewards/store: a page of the catalogue with the filters' lists and the user's points. */
export function useRewardCatalogue(query: Partial<RewardCatalogueQuery>) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: storeKeys.catalogue(clientId, query),
    queryFn: ({ signal }) => http.call(endpoints.rewardsStore, { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/rewards/store/:id: a reward's details and the user's Reward state. */
export function useReward(id: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: storeKeys.reward(clientId, id),
    queryFn: ({ signal }) => http.call(endpoints.rewardsStoreReward, { signal, params: { id } }),
  });
}

/** A fresh Idempotency-Key for the next redemption (random bytes: `randomUUID` needs a secure context). */
export const redemptionKey = () =>
  `redeem-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * POST /api/v1/rewards/store/:id/redemptions with the confirmation's Idempotency-Key (a retry after a lost answer
 * is the same order); the store, the orders and the points are read again.
 */
export function useRedeem() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: number; idempotencyKey: string }) =>
      http.call(endpoints.rewardsRedeem, { params: { id }, idempotencyKey }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['points'] }),
      ]);
    },
  });
}

/** GET /api/v1/rewards/orders: the user's orders with their history, newest first. */
export function useMyOrders(page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: storeKeys.orders(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsOrders, { signal, query: { page, page_size: ORDERS_PAGE_SIZE } }),
  });
}

/** GET /api/v1/admin/rewards/orders: the operators' queue, oldest first, of a status when one is chosen. */
export function useOrderQueue(status: OrderStatus | null, page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: storeKeys.queue(clientId, status, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsAdminOrders, {
        signal,
        query: { page, page_size: QUEUE_PAGE_SIZE, ...(status ? { status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export type OrderMove =
  | { action: 'approve' | 'deliver'; id: number }
  | { action: 'reject'; id: number; body: RejectOrderRequest }
  | { action: 'ship'; id: number; body: ShipOrderRequest };

/** An operator's move of an order (approve, reject, ship, deliver); the queue is read again after it. */
export function useMoveOrder() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: OrderMove) => {
      const params = { id: move.id };
      switch (move.action) {
        case 'approve':
          return http.call(endpoints.rewardsApproveOrder, { params });
        case 'deliver':
          return http.call(endpoints.rewardsDeliverOrder, { params });
        case 'reject':
          return http.call(endpoints.rewardsRejectOrder, { params, body: move.body });
        default:
          return http.call(endpoints.rewardsShipOrder, { params, body: move.body });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

/**
 * POST /api/v1/admin/rewards/orders/bulk: one action on the selected orders, answered order by order; the queue is
 * read again after it.
 */
export function useBulkOrders() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBulkRequest) => http.call(endpoints.rewardsBulkOrders, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

/** GET /api/v1/admin/rewards/orders.csv with the queue's status filter, saved as a download. */
export function useOrdersCsv(status: OrderStatus | null) {
  const http = useHttp();
  return useMutation({
    mutationFn: async () => {
      const file = await http.download(endpoints.rewardsOrdersCsv, { query: status ? { status } : {} });
      saveFile(file, 'reward-orders.csv');
      return file;
    },
  });
}

export const CATALOGUE_ADMIN_PAGE_SIZE = 20;

/** GET /api/v1/admin/rewards/catalogue: a page of every reward with its stock per country, the countries, the categories. */
export function useStaffCatalogue(page: number) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: storeKeys.catalogueAdmin(clientId, page),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsAdminCatalogue, {
        signal,
        query: { page, page_size: CATALOGUE_ADMIN_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export type CatalogueChange =
  | { kind: 'stock'; id: number; body: RewardStockRequest }
  | { kind: 'active'; id: number; active: boolean }
  | { kind: 'maximum'; id: number; max_per_user: number | null }
  | { kind: 'image'; id: number; file: File };

/** The operators' catalogue changes: stock per country, active, a category's maximum; the store is read again. */
export function useCatalogueChange() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CatalogueChange) => {
      const params = { id: change.id };
      if (change.kind === 'stock') await http.call(endpoints.rewardsSetStock, { params, body: change.body });
      else if (change.kind === 'active')
        await http.call(endpoints.rewardsSetActive, { params, body: { active: change.active } });
      else if (change.kind === 'image') {
        const body = new FormData();
        body.append('file', change.file, change.file.name);
        await http.call(endpoints.rewardsSetImage, { params, body });
      } else
        await http.call(endpoints.rewardsSetCategoryMaximum, {
          params,
          body: { max_per_user: change.max_per_user },
        });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

export type { OrderAction };
