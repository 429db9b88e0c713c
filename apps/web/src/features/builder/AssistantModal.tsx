import {
  ASSISTANT_EXPERIENCE,
  ASSISTANT_NEEDS,
  ASSISTANT_ROLES,
  ASSISTANT_ROLE_SEARCH_THRESHOLD,
  assistantReady,
  type TAssistantExperience,
  type TAssistantKey,
  type TAssistantRole,
} from '@draftdesk/contract';
import { Alert, Button, Checkbox, Group, Loader, Modal, Select, Stack, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { generateContent } from './api.ts';
import { BUILDER_NS } from './namespace.ts';

/** Fuzzy role search (spec 03 §9: fuse.js, threshold 0.3) over the translated titles. */
function fuzzyFilter(): OptionsFilter {
  return ({ options, search }) => {
    const query = search.trim();
    if (!query) return options;
    const items = options as ComboboxItem[];
    return new Fuse(items, { keys: ['label'], threshold: ASSISTANT_ROLE_SEARCH_THRESHOLD }).search(query).map((result) => result.item);
  };
}

/**
 * The AI writing assistant for one section: choose a role (and, for the summary, an experience level); it
 * generates at once and the user ticks the suggestions to insert.
 */
export function AssistantModal({ target, onClose, onInsert }: { target: TAssistantKey | null; onClose: () => void; onInsert: (texts: string[]) => void }) {
  const { t, i18n } = useTranslation(BUILDER_NS);
  const [role, setRole] = useState<TAssistantRole | null>(null);
  const [experience, setExperience] = useState<TAssistantExperience | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const key = target ?? 'hobbies';
  const needs = ASSISTANT_NEEDS[key];
  const ready = target !== null && assistantReady(key, role, experience);
  const body = { key, ...(needs.role && role ? { role } : {}), ...(needs.experience && experience ? { experience } : {}) };
  const suggestions = useQuery({
    // The server writes in the portal's language (api.ts sends it): another language is another answer.
    queryKey: ['builder', 'assistant', i18n.language, body],
    queryFn: ({ signal }) => generateContent(body, signal),
    enabled: ready,
    retry: false,
    staleTime: Infinity,
  });
  const roles = useMemo(() => ASSISTANT_ROLES.map((value) => ({ value, label: t(`builder.roles.${value}`) })), [t]);
  const filter = useMemo(fuzzyFilter, []);
  const content = suggestions.data?.data.content ?? [];
  const close = () => {
    setPicked([]);
    onClose();
  };
  const errorText =
    suggestions.error instanceof ApiError && suggestions.error.status === 401
      ? t('builder.assistant.signIn')
      : suggestions.error instanceof ApiError && suggestions.error.status === 429
        ? t('builder.assistant.tooMany')
        : t('builder.assistant.failed');

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={t('builder.assistant.title', { section: t(`builder.sections.${key}`) })}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        {needs.role && (
          <Select
            label={t('builder.assistant.role')}
            placeholder={t('builder.assistant.rolePlaceholder')}
            data={roles}
            value={role}
            onChange={(value) => {
              setRole(value as TAssistantRole | null);
              setPicked([]);
            }}
            searchable
            allowDeselect={false}
            filter={filter}
            nothingFoundMessage={t('builder.assistant.noRole')}
            data-testid="assistant-role"
          />
        )}
        {needs.experience && (
          <Select
            label={t('builder.assistant.experience')}
            placeholder={t('builder.assistant.experiencePlaceholder')}
            data={ASSISTANT_EXPERIENCE.map((value, index) => ({ value, label: t(`builder.experience.${index}`) }))}
            value={experience}
            onChange={(value) => {
              setExperience(value as TAssistantExperience | null);
              setPicked([]);
            }}
            allowDeselect={false}
            data-testid="assistant-experience"
          />
        )}
        {!ready && <Text size="sm">{t(needs.experience ? 'builder.assistant.chooseBoth' : 'builder.assistant.chooseRole')}</Text>}
        {ready && suggestions.isFetching && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('builder.assistant.generating')}</Text>
          </Group>
        )}
        {ready && suggestions.isError && (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{errorText}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void suggestions.refetch()}>
                {t('builder.assistant.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {ready && content.length > 0 && !suggestions.isFetching && (
          <Checkbox.Group label={t('builder.assistant.pick')} value={picked} onChange={setPicked}>
            <Stack gap="xs" mt="xs" data-testid="assistant-suggestions">
              {content.map((text) => (
                <Checkbox key={text} value={text} label={text} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={picked.length === 0}
            onClick={() => {
              onInsert(content.filter((text) => picked.includes(text)));
              close();
            }}
          >
            {t('builder.assistant.insert', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
