import {
  type CataloguePage,
  type CourseDetail,
  type CourseKind,
  endpoints,
  type LearningHome,
  type ProgressSaved,
  type TrailDetail,
} from '@elevar/contract';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useHttp } from '../../api/HttpContext.tsx';
import { type CatalogueFilters, catalogueQuery } from './params.ts';

/** Cards per catalogue page. */
export const CATALOGUE_PAGE_SIZE = 24;

export const learningKeys = {
  all: ['learning'] as const,
  catalogues: () => [...learningKeys.all, 'catalogue'] as const,
  catalogue: (kind: CourseKind, filters: CatalogueFilters) =>
    [...learningKeys.catalogues(), kind, catalogueQuery(kind, filters)] as const,
  filters: () => [...learningKeys.all, 'filters'] as const,
  home: () => [...learningKeys.all, 'home'] as const,
  course: (id: number) => [...learningKeys.all, 'course', id] as const,
  trail: (id: number) => [...learningKeys.all, 'trail', id] as const,
  activity: (courseId: number, order: number) => [...learningKeys.all, 'activity', courseId, order] as const,
};

/**
 * GET /api/v1/learning/courses: the catalogue of a kind with the filters, page after page by `next_cursor`
 * (keyset: pages stay stable while courses are added). The key holds the query the server gets, so a search of
 * fewer letters than the server uses does not fetch again.
 */
export function useCatalogue(kind: CourseKind, filters: CatalogueFilters) {
  const http = useHttp();
  return useInfiniteQuery({
    queryKey: learningKeys.catalogue(kind, filters),
    queryFn: ({ pageParam, signal }) =>
      http.call(endpoints.learningCatalogue, {
        signal,
        query: {
          ...catalogueQuery(kind, filters),
          cursor: pageParam ?? undefined,
          limit: CATALOGUE_PAGE_SIZE,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: CataloguePage) => last.next_cursor,
  });
}

/** GET /api/v1/learning/filters: the categories, tags, groups and areas the learner's catalogue can filter by. */
export function useLearningFilters() {
  const http = useHttp();
  return useQuery({
    queryKey: learningKeys.filters(),
    queryFn: ({ signal }) => http.call(endpoints.learningFilters, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/v1/learning/home: "continue where you left off" and "new for you". */
export function useLearningHome() {
  const http = useHttp();
  return useQuery({
    queryKey: learningKeys.home(),
    queryFn: ({ signal }) => http.call(endpoints.learningHome, { signal }),
  });
}

/** GET /api/v1/learning/courses/:id: the course with its activities and the learner's progress. */
export function useCourse(id: number) {
  const http = useHttp();
  return useQuery({
    queryKey: learningKeys.course(id),
    queryFn: ({ signal }) => http.call(endpoints.learningCourse, { signal, params: { id } }),
  });
}

/** After a change to a course, lists showing it (its status, percent, favourite) are read again. */
function refreshLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: learningKeys.catalogues() });
  void queryClient.invalidateQueries({ queryKey: learningKeys.home() });
  // a course's progress moves the trails holding it
  void queryClient.invalidateQueries({ queryKey: [...learningKeys.all, 'trail'] });
}

/** POST or DELETE /api/v1/learning/courses/:id/enrolment: the answer is the course as it now stands. */
export function useEnrolment(id: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'enrol' | 'unenrol') =>
      http.call(action === 'enrol' ? endpoints.learningEnrol : endpoints.learningUnenrol, { params: { id } }),
    onSuccess: (course: CourseDetail) => {
      queryClient.setQueryData(learningKeys.course(id), course);
      refreshLists(queryClient);
    },
  });
}

type CatalogueData = InfiniteData<CataloguePage, string | null>;

/** Every cached copy of a course's favourite flag set to `favourite` (catalogue pages, home rows, course page). */
function setFavouriteEverywhere(queryClient: QueryClient, id: number, favourite: boolean) {
  const mark = <T extends { id: number; favourite: boolean }>(card: T): T =>
    card.id === id ? { ...card, favourite } : card;
  queryClient.setQueriesData<CatalogueData>({ queryKey: learningKeys.catalogues() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.map(mark) })) }
      : data,
  );
  queryClient.setQueryData<LearningHome>(learningKeys.home(), (data) =>
    data ? { continue: data.continue.map(mark), new: data.new.map(mark) } : data,
  );
  queryClient.setQueryData<CourseDetail>(learningKeys.course(id), (data) => (data ? mark(data) : data));
}

/**
 * PUT or DELETE /api/v1/learning/courses/:id/favourite, shown at once (optimistic) and put back if the server
 * refuses; the lists are read again afterwards (a "favourites only" list loses an unmarked course then).
 */
export function useFavouriteToggle() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: number; favourite: boolean }) =>
      http.call(favourite ? endpoints.learningFavourite : endpoints.learningUnfavourite, { params: { id } }),
    onMutate: async ({ id, favourite }) => {
      await queryClient.cancelQueries({ queryKey: learningKeys.all });
      setFavouriteEverywhere(queryClient, id, favourite);
    },
    onError: (_error, { id, favourite }) => setFavouriteEverywhere(queryClient, id, !favourite),
    onSettled: () => refreshLists(queryClient),
  });
}

/** GET /api/v1/learning/courses/:id/activities/:order: one activity to play, with its progress and neighbours. */
export function useActivity(courseId: number, order: number) {
  const http = useHttp();
  return useQuery({
    queryKey: learningKeys.activity(courseId, order),
    queryFn: ({ signal }) =>
      http.call(endpoints.learningActivity, { signal, params: { id: courseId, order } }),
    // the player holds the live position; a refetch would rewind it
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** After a save: the course page and the lists show the new progress when next opened. */
export function applyProgressSaved(queryClient: QueryClient, courseId: number, saved: ProgressSaved) {
  queryClient.setQueryData<CourseDetail>(learningKeys.course(courseId), (data) =>
    data ? { ...data, status: saved.course.status, percent: saved.course.percent } : data,
  );
  void queryClient.invalidateQueries({ queryKey: learningKeys.course(courseId) });
  refreshLists(queryClient);
}

/** GET /api/v1/learning/trails/:id: the trail with its courses in order and the learner's progress. */
export function useTrail(id: number) {
  const http = useHttp();
  return useQuery({
    queryKey: learningKeys.trail(id),
    queryFn: ({ signal }) => http.call(endpoints.learningTrail, { signal, params: { id } }),
  });
}

/** POST or DELETE /api/v1/learning/trails/:id/enrolment: the answer is the trail as it now stands. */
export function useTrailEnrolment(id: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'enrol' | 'unenrol') =>
      http.call(action === 'enrol' ? endpoints.learningEnrolTrail : endpoints.learningUnenrolTrail, {
        params: { id },
      }),
    onSuccess: (trail: TrailDetail) => {
      queryClient.setQueryData(learningKeys.trail(id), trail);
      refreshLists(queryClient);
    },
  });
}
