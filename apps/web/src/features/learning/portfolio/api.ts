import { endpoints, type PortfolioPage } from '@elevar/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useHttp } from '../../../api/HttpContext.tsx';
import { useAppState } from '../../../storage/StoreContext.tsx';

/** Cards per page of the showcase. */
export const PORTFOLIO_PAGE_SIZE = 24;

/** The site's client, as the login's `?client=` chose it (null: the default site). */
function useSiteSlug(): string | undefined {
  return useAppState((state) => state.params.client_slug) ?? undefined;
}

const portfolioKeys = {
  all: ['learning', 'portfolio'] as const,
  page: (slug: string | undefined) => [...portfolioKeys.all, 'page', slug ?? ''] as const,
  course: (slug: string | undefined, id: number) => [...portfolioKeys.all, 'course', slug ?? '', id] as const,
};

/** GET /api/v1/learning/portfolio (public): the client's showcase, page after page by `next_cursor`. */
export function usePortfolio() {
  const http = useHttp();
  const client = useSiteSlug();
  return useInfiniteQuery({
    queryKey: portfolioKeys.page(client),
    queryFn: ({ pageParam, signal }) =>
      http.call(endpoints.learningPortfolio, {
        signal,
        query: { client, cursor: pageParam ?? undefined, limit: PORTFOLIO_PAGE_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: PortfolioPage) => last.next_cursor,
  });
}

/** GET /api/v1/learning/portfolio/courses/:id (public): one course of the showcase; nothing asked without an id. */
export function usePortfolioCourse(id: number | null) {
  const http = useHttp();
  const client = useSiteSlug();
  return useQuery({
    queryKey: portfolioKeys.course(client, id ?? 0),
    queryFn: ({ signal }) =>
      http.call(endpoints.learningPortfolioCourse, { signal, params: { id: id ?? 0 }, query: { client } }),
    enabled: id !== null,
  });
}
