import { emptyResume, parseResumeFile, serialiseResume, type ResumeTexts, type TResumeData } from '@draftdesk/contract';
import { ActionIcon, Group, Select, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../lib/confirm.ts';
import { absoluteTimeOf } from '../../lib/format.ts';
import { resumeTitle, resumesApi } from './api.ts';
import { BUILDER_NS } from './namespace.ts';

const LIST_KEY = ['customer', 'resumes'] as const;
const AUTOSAVE_DELAY_MS = 1500;
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * A signed-in customer's resumes on the server: a picker (last edited first), new and delete (confirmed), and an
 * autosave of the open one a moment after each edit.
 */
export function SavedResumes({
  data,
  revision,
  texts,
  onOpen,
}: {
  data: TResumeData;
  revision: number;
  texts: ResumeTexts;
  onOpen: (data: TResumeData) => void;
}) {
  const { t } = useTranslation(BUILDER_NS);
  const client = useQueryClient();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const opened = useRef(false);
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => resumesApi.list(), retry: false });
  const resumes = [...(list.data?.resumes ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  const open = async (id: string) => {
    const answer = await resumesApi.get(id);
    const parsed = parseResumeFile(serialiseResume(answer.resume.data));
    if (!parsed.ok) return;
    setCurrentId(id);
    onOpen(parsed.data);
  };

  // On arrival the last edited resume opens.
  useEffect(() => {
    if (opened.current || !list.data) return;
    opened.current = true;
    const first = [...list.data.resumes].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    if (first) void open(first.id).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list first arrives
  }, [list.data]);

  useEffect(() => {
    if (revision === 0 || list.isError) return;
    const timer = setTimeout(() => {
      setSaveState('saving');
      const title = resumeTitle(data, t('builder.saved.untitled'));
      const saving = currentId ? resumesApi.update(currentId, title, data) : resumesApi.create(title, data);
      saving
        .then((answer) => {
          if (!currentId) setCurrentId(answer.resume.id);
          setSaveState('saved');
          void client.invalidateQueries({ queryKey: LIST_KEY });
        })
        .catch(() => setSaveState('failed'));
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saves after each edit (revision), not on every render
  }, [revision]);

  const startNew = () => {
    setCurrentId(null);
    setSaveState('idle');
    onOpen(emptyResume(texts));
  };

  const remove = () => {
    if (!currentId) return;
    openConfirm({
      title: t('builder.saved.deleteTitle'),
      children: <Text size="sm">{t('builder.saved.deleteText')}</Text>,
      labels: { confirm: t('builder.saved.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('common.close') },
      centered: true,
      onConfirm: () => {
        void resumesApi.remove(currentId).then(() => {
          void client.invalidateQueries({ queryKey: LIST_KEY });
          startNew();
        });
      },
    });
  };

  if (list.isError) return <Text size="sm">{t('builder.saved.unavailable')}</Text>;

  return (
    <Group gap={6} wrap="nowrap">
      <Select
        aria-label={t('builder.saved.picker')}
        placeholder={t('builder.saved.unsavedNew')}
        size="xs"
        w={220}
        value={currentId}
        data={resumes.map((item) => ({ value: item.id, label: `${item.title || t('builder.saved.untitled')} · ${absoluteTimeOf(item.updatedAt)}` }))}
        onChange={(id) => id && void open(id)}
        allowDeselect={false}
      />
      <Tooltip label={t('builder.saved.new')}>
        <ActionIcon variant="default" aria-label={t('builder.saved.new')} onClick={startNew}>
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('builder.saved.delete')}>
        <ActionIcon variant="default" color="red" aria-label={t('builder.saved.delete')} onClick={remove} disabled={!currentId}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Text size="xs" role="status" aria-live="polite">
        {saveState === 'idle' ? '' : t(`builder.saved.state.${saveState}`)}
      </Text>
    </Group>
  );
}
