import { Anchor, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/messages.ts';
import { useSite } from '../../lib/site.ts';
import { useWriterOrders } from '../writer/api.ts';
import { useWriterBoard, writerScope } from './api.ts';
import { BoardSkeleton, BoardsNotAvailable } from './BoardParts.tsx';
import { Kanban } from './Kanban.tsx';
import { BOARDS_NS } from './KanbanCard.tsx';

/** /board/:id: one of the writer's boards (spec 02 "Writer boards"). */
export default function WriterBoardPage() {
  const site = useSite();
  const { t } = useTranslation();
  if (!site.website_settings.enable_boards) return <BoardsNotAvailable title={t('titles.board')} />;
  return <WriterBoard />;
}

function WriterBoard() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { t: tb } = useTranslation(BOARDS_NS);
  const query = useWriterBoard(id);
  const scope = useMemo(() => writerScope(id), [id]);
  const orders = useWriterOrders(false);
  const numbers = useMemo(() => new Map((orders.data?.orders ?? []).map((o) => [o._id, o.orderNumber])), [orders.data]);
  const orderLabel = (orderId: string) => {
    const n = numbers.get(orderId);
    return n === undefined ? tb('boards.card.linkedOrder') : tb('boards.card.order', { number: n });
  };
  if (query.error instanceof ApiError && query.error.code === 'pageNotAvailable') return <BoardsNotAvailable title={t('titles.board')} />;
  return (
    <>
      <Anchor component={Link} to="/boards" size="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden />
        {tb('boards.backToBoards')}
      </Anchor>
      <PageHeader title={query.data?.boardTitle || t('titles.board')} />
      {query.data?.boardDescription && (
        <Text c="gray.7" size="sm" mb="sm">
          {query.data.boardDescription}
        </Text>
      )}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {query.isPending && <BoardSkeleton />}
      {query.data && <Kanban scope={scope} board={query.data} orderLabel={orderLabel} />}
    </>
  );
}
