import { endpoints, type RewardRequest, type StaffReward } from '@elevar/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';
import type { CategoryActions, EditableCategory } from '../../../ui/CategoriesEditor.tsx';
import { storeKeys } from './api.ts';

/**
 * The operators' editing of the store's catalogue (docs/rewards.md "Operators' catalogue"): a reward's texts and
 * price, the departments and categories, the required training. Every change reads the store's queries again (the
 * learners' catalogue included).
 */

const useClientId = () => useAppState((state) => state.common.session?.id_user_client_selected ?? null);

const editingKeys = {
  groups: (kind: GroupKind, clientId: number | null) => [...storeKeys.all, 'groups', kind, clientId] as const,
  required: (clientId: number | null) => [...storeKeys.all, 'required-courses', clientId] as const,
  options: (clientId: number | null, search: string) =>
    [...storeKeys.all, 'course-options', clientId, search] as const,
};

/** A reward's edit: a new one (no id) or an existing one, and a picture to send after it when one was chosen. */
export interface RewardSave {
  id: number | null;
  body: RewardRequest;
  image: File | null;
}

/** The reward was saved but its picture refused: `saved` is the reward as stored, `cause` the picture's refusal. */
export class PictureRefused extends Error {
  readonly saved: StaffReward;
  override readonly cause: unknown;
  constructor(saved: StaffReward, cause: unknown) {
    super('picture refused');
    this.saved = saved;
    this.cause = cause;
  }
}

/**
 * POST or PUT /api/v1/admin/rewards/catalogue[/:id], then the picture (POST …/:id/image) when one was chosen; a
 * refused picture rejects with `PictureRefused`, so a new reward is not created twice when the form is sent again.
 */
export function useSaveReward() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, image }: RewardSave) => {
      const saved =
        id === null
          ? await http.call(endpoints.rewardsCreateReward, { body })
          : await http.call(endpoints.rewardsUpdateReward, { params: { id }, body });
      if (!image) return saved;
      const form = new FormData();
      form.append('file', image, image.name);
      try {
        return await http.call(endpoints.rewardsSetImage, { params: { id: saved.id }, body: form });
      } catch (error) {
        throw new PictureRefused(saved, error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

export type GroupKind = 'department' | 'category';

const GROUPS = {
  department: {
    create: endpoints.rewardsCreateDepartment,
    rename: endpoints.rewardsRenameDepartment,
    remove: endpoints.rewardsDeleteDepartment,
    reorder: endpoints.rewardsReorderDepartments,
  },
  category: {
    create: endpoints.rewardsCreateCategory,
    rename: endpoints.rewardsRenameCategory,
    remove: endpoints.rewardsDeleteCategory,
    reorder: endpoints.rewardsReorderCategories,
  },
} as const;

/**
 * GET /api/v1/admin/rewards/{departments,categories} as `CategoriesEditor` shows it (what uses each: its rewards,
 * and a category's orders too) and the changes to it; also the reward form's choices.
 */
export function useRewardGroups(kind: GroupKind) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const clientId = useClientId();
  const list = GROUPS[kind];
  const query = useQuery({
    queryKey: editingKeys.groups(kind, clientId),
    queryFn: async ({ signal }) => {
      const rows: { id: number; name: string; names: Record<string, string>; count: number }[] =
        kind === 'department'
          ? (await http.call(endpoints.rewardsAdminDepartments, { signal })).results.map((row) => ({
              ...row,
              count: row.reward_count,
            }))
          : (await http.call(endpoints.rewardsAdminCategories, { signal })).results.map((row) => ({
              ...row,
              count: row.reward_count + row.order_count,
            }));
      return {
        results: rows.map(({ id, name, names, count }): EditableCategory => ({ id, name, names, count })),
      };
    },
  });
  const done = async <T>(work: Promise<T>) => {
    const answer = await work;
    await queryClient.invalidateQueries({ queryKey: storeKeys.all });
    return answer;
  };
  const actions: CategoryActions = {
    create: (names) => done(http.call(list.create, { body: { names } })),
    rename: (id, names) => done(http.call(list.rename, { params: { id }, body: { names } })),
    remove: (id) => done(http.call(list.remove, { params: { id } })),
    reorder: (ids) => done(http.call(list.reorder, { body: { ids } })),
  };
  return { query, actions };
}

/** GET /api/v1/admin/rewards/required-courses: the training required before any redemption. */
export function useRequiredCourses() {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: editingKeys.required(clientId),
    queryFn: ({ signal }) => http.call(endpoints.rewardsRequiredCourses, { signal }),
  });
}

/** GET /api/v1/admin/rewards/course-options?search=: the picker's published courses for the words typed. */
export function useCourseOptions(search: string) {
  const http = useHttp();
  const clientId = useClientId();
  return useQuery({
    queryKey: editingKeys.options(clientId, search),
    queryFn: ({ signal }) =>
      http.call(endpoints.rewardsCourseOptions, { signal, query: search ? { search } : {} }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/v1/admin/rewards/required-courses: the whole list. */
export function useSetRequiredCourses() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseIds: number[]) =>
      http.call(endpoints.rewardsSetRequiredCourses, { body: { course_ids: courseIds } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
