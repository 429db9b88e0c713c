import type { TBoard, TBoardCard, TJob, TTrackerCardFields } from '@draftdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query.ts';
import { useSite } from '../../lib/site.ts';
import { plainText } from './job-text.ts';

const WISHLIST = 'Wishlist';
type TrackerResponse = { status: true; data: TBoard };

/** The tracker (GET /api/customer/board makes it on the first visit) when the site has boards on: job cards show whether a posting is on it already. */
export function useTrackerForJobs() {
  const enabled = useSite().website_settings.enable_boards;
  // The same query as /board's (features/boards/api.ts), so the two share what they loaded.
  const query = useQuery({
    queryKey: queryKeys.tracker,
    queryFn: ({ signal }) => api.get<TrackerResponse>('/api/customer/board', { signal }),
    select: (r) => r.data,
    enabled,
    staleTime: 30_000,
  });
  return { enabled, board: query.data };
}

/** Whether the tracker already has a card for this posting (same link, or same company and title). */
export function isTracked(board: TBoard | undefined, job: TJob): boolean {
  if (!board) return false;
  const company = plainText(job.company.display_name ?? '');
  const title = plainText(job.title);
  return board.columns.some((column) =>
    column.cards.some(
      (card: TBoardCard) => (job.redirect_url && card.postURL === job.redirect_url) || (card.companyName === company && card.jobTitle === title),
    ),
  );
}

/** A posting as a tracker card: its fields filled in, the description as plain text in a paragraph. */
export function trackerCardOf(job: TJob, texts: { unknownCompany: string; salary: string | null }): TTrackerCardFields {
  const { unknownCompany } = texts;
  const atLeastTwo = (text: string, fallback: string) => (text.trim().length >= 2 ? text.trim() : fallback);
  const [city = '', state = ''] = (job.location.display_name ?? '').split(',').map((part) => part.trim());
  const description = plainText(job.description).slice(0, 5000);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    companyName: atLeastTwo(plainText(job.company.display_name ?? '').slice(0, 200), unknownCompany),
    jobTitle: atLeastTwo(plainText(job.title).slice(0, 200), unknownCompany),
    postURL: (job.redirect_url ?? '').slice(0, 2000) || undefined,
    salary: texts.salary?.slice(0, 100) || undefined,
    city: city.slice(0, 120) || undefined,
    state: state.slice(0, 120) || undefined,
    descriptionContent: description ? `<p>${escape(description)}</p>` : undefined,
  };
}

/** "Add to tracker": the posting goes to the top of the Wishlist column (the first column when it was renamed). */
export function useAddToTracker() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ job, texts }: { job: TJob; texts: { unknownCompany: string; salary: string | null } }) => {
      const board = (await api.get<TrackerResponse>('/api/customer/board')).data;
      const column = board.columns.find((c) => c.title === WISHLIST) ?? board.columns[0];
      if (!column) throw new Error('The tracker has no column.');
      return api.post('/api/customer/card/new', { column: column.id, card: trackerCardOf(job, texts) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.tracker }),
  });
}
