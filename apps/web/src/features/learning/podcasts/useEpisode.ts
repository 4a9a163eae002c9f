import { type ActivityView, endpoints, type ProgressSaved } from '@elevar/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { learningKeys } from '../api.ts';
import type { Episode } from './playlist.ts';

/**
 * The current episode as the player's own request answers it (GET …/courses/:id/activities/:order): its media and
 * the learner's saved position and seq, read afresh each time the episode loads, so it resumes where any player
 * last saved it. An activity moved by its authors since it was queued (another id at that order) is refused.
 */
export function useEpisode(episode: Episode) {
  const http = useHttp();
  return useQuery({
    // outside learningKeys.all: a favourite's optimistic update cancels those queries, which would strand this one
    queryKey: ['learningPlaylist', episode.activityId, episode.courseId, episode.order] as const,
    queryFn: async ({ signal }): Promise<ActivityView> => {
      const view = await http.call(endpoints.learningActivity, {
        signal,
        params: { id: episode.courseId, order: episode.order },
      });
      if (view.id !== episode.activityId) throw new Error('episode moved');
      return view;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/**
 * A save of the mini player also moves the full player's cached copy of the activity, so opening the episode there
 * resumes at the same place (the full player reads its cached copy and never refetches it while open).
 */
export function applyEpisodeSaved(queryClient: QueryClient, view: ActivityView, saved: ProgressSaved) {
  queryClient.setQueryData<ActivityView>(
    learningKeys.activity(view.course.id, view.hierarchy_order),
    (data) =>
      data && data.id === view.id
        ? { ...data, progress: saved.activity, completed: saved.activity.completed }
        : data,
  );
}
