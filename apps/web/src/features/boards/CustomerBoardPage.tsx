import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/messages.ts';
import { useSite } from '../../lib/site.ts';
import { trackerScope, useTracker } from './api.ts';
import { BoardSkeleton, BoardsNotAvailable, TrackerFunnel } from './BoardParts.tsx';
import { Kanban } from './Kanban.tsx';
import { BOARDS_NS } from './KanbanCard.tsx';

/** /board: the customer's job-search tracker (spec 03 §2), only where the site has boards on. */
export default function CustomerBoardPage() {
  const site = useSite();
  const { t } = useTranslation();
  if (!site.website_settings.enable_boards) return <BoardsNotAvailable title={t('titles.jobSearchTracker')} />;
  return <Tracker />;
}

function Tracker() {
  const { t } = useTranslation();
  const { t: tb } = useTranslation(BOARDS_NS);
  const query = useTracker();
  if (query.error instanceof ApiError && query.error.code === 'pageNotAvailable') return <BoardsNotAvailable title={t('titles.jobSearchTracker')} />;
  return (
    <>
      <PageHeader title={t('titles.jobSearchTracker')} />
      <Text c="gray.7" size="sm" mb="sm">
        {tb('boards.trackerHint')}
      </Text>
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {query.isPending && <BoardSkeleton />}
      {query.data && (
        <>
          <TrackerFunnel columns={query.data.columns} />
          <Kanban scope={trackerScope} board={query.data} />
        </>
      )}
    </>
  );
}
