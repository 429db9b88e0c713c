import '@mantine/dates/styles.layer.css';
import { CARD_PRIORITIES, ZTaskCardFields, ZTrackerCardFields, type TCardPriority } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../lib/forms.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorText, fieldErrorText } from '../../lib/messages.ts';
import { useWriterOrders } from '../writer/api.ts';
import { useBoardCalls, useBoardCard, type BoardCard, type BoardScope } from './api.ts';
import { CardRichText } from './CardRichText.tsx';
import { BOARDS_NS, PRIORITY_COLORS } from './KanbanCard.tsx';

type CardForm = {
  companyName?: string;
  jobTitle?: string;
  postURL?: string;
  salary?: string;
  deadline?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  descriptionContent?: string;
  title?: string;
  description?: string;
  priority?: TCardPriority;
  orderId?: string | null;
};

const TRACKER_TEXT = ['companyName', 'jobTitle', 'postURL', 'salary', 'address', 'city', 'state', 'zip'] as const;

function formOf(card: BoardCard, kind: BoardScope['kind']): CardForm {
  if (kind === 'tracker') {
    const { companyName, jobTitle, postURL, salary, deadline, address, city, state, zip, descriptionContent } = card;
    return { companyName, jobTitle, postURL, salary, deadline, address, city, state, zip, descriptionContent };
  }
  const { title, description, deadline, descriptionContent } = card;
  return { title, description, deadline, descriptionContent, priority: card.priority ?? undefined, orderId: card.orderId };
}

/** The writer's orders to link a card to ("#12 · Resume · Ann Lee"); the linked one stays listed if it left the list. */
function useOrderOptions(enabled: boolean, linked: string | null | undefined) {
  const { t } = useTranslation(BOARDS_NS);
  const orders = useWriterOrders(false);
  if (!enabled) return { data: [], loading: false };
  const data = (orders.data?.orders ?? []).map((o) => ({
    value: o._id,
    label: `#${o.orderNumber} · ${o.package.packageName} · ${o.customer.firstName} ${o.customer.lastName}`.trim(),
  }));
  if (linked && !data.some((o) => o.value === linked)) data.unshift({ value: linked, label: t('boards.card.linkedOrder') });
  return { data, loading: orders.isPending };
}

function CardFormView({ scope, card, onClose }: { scope: BoardScope; card: BoardCard; onClose: () => void }) {
  const { t } = useTranslation(BOARDS_NS);
  const { t: tApp } = useTranslation();
  const tracker = scope.kind === 'tracker';
  const { updateCard, deleteCard } = useBoardCalls(scope);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardForm>({
    resolver: zodResolver(tracker ? ZTrackerCardFields : ZTaskCardFields) as unknown as Resolver<CardForm>,
    defaultValues: formOf(card, scope.kind),
  });
  const orders = useOrderOptions(!tracker, card.orderId);
  const errors = form.formState.errors;
  const busy = updateCard.isPending || deleteCard.isPending;

  const save = form.handleSubmit((values) => {
    setFailure(null);
    updateCard.mutate({ id: card._id, ...values } as Parameters<typeof updateCard.mutate>[0], {
      onSuccess: onClose,
      onError: (error) => {
        const fields = [...(tracker ? [...TRACKER_TEXT, 'deadline'] : ['title', 'description', 'priority', 'deadline', 'orderId']), 'descriptionContent'];
        if (!applyServerFieldErrors(error, form.setError, fields as (keyof CardForm)[])) setFailure(errorText(tApp, error));
      },
    });
  });
  const remove = () =>
    deleteCard.mutate(card._id, {
      onSuccess: onClose,
      onError: (error) => setFailure(errorText(tApp, error)),
    });

  const text = (name: keyof CardForm, max: number, required = false) => (
    <TextInput
      label={t(`boards.fields.${name}`)}
      maxLength={max}
      withAsterisk={required}
      {...form.register(name)}
      error={fieldErrorText(tApp, errors[name])}
      disabled={busy}
    />
  );

  const deadline = (
    <Controller
      control={form.control}
      name="deadline"
      render={({ field }) => (
        <DatePickerInput
          ref={field.ref}
          label={t('boards.fields.deadline')}
          placeholder={t('boards.fields.noDeadline')}
          value={field.value || null}
          onChange={(day) => field.onChange(day ?? '')}
          onBlur={field.onBlur}
          clearable
          clearButtonProps={{ 'aria-label': t('boards.fields.clearDeadline') }}
          locale={currentLanguage()}
          valueFormat="ll"
          nextLabel={t('boards.fields.nextMonth')}
          previousLabel={t('boards.fields.previousMonth')}
          popoverProps={{ withinPortal: true }}
          disabled={busy}
          error={fieldErrorText(tApp, errors.deadline)}
          data-testid="card-deadline"
        />
      )}
    />
  );

  const content = (
    <Controller
      control={form.control}
      name="descriptionContent"
      render={({ field }) => <CardRichText label={t('boards.fields.descriptionContent')} value={field.value ?? ''} onChange={field.onChange} disabled={busy} />}
    />
  );

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack gap="sm">
        {tracker ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {text('companyName', 200, true)}
              {text('jobTitle', 200, true)}
              {text('postURL', 2000)}
              {text('salary', 100)}
            </SimpleGrid>
            {deadline}
            {text('address', 300)}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              {text('city', 120)}
              {text('state', 120)}
              {text('zip', 20)}
            </SimpleGrid>
          </>
        ) : (
          <>
            {text('title', 200, true)}
            <Textarea label={t('boards.fields.description')} maxLength={2000} autosize minRows={2} {...form.register('description')} disabled={busy} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Controller
                control={form.control}
                name="priority"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label={t('boards.fields.priority')}
                    placeholder={t('boards.fields.noPriority')}
                    data={CARD_PRIORITIES.map((p) => ({ value: p, label: t(`boards.priority.${p}`) }))}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange((v as TCardPriority | null) ?? undefined)}
                    clearable
                    clearButtonProps={{ 'aria-label': t('boards.fields.clearPriority') }}
                    comboboxProps={{ withinPortal: true }}
                    renderOption={({ option }) => (
                      <Group gap="xs" wrap="nowrap">
                        <span
                          aria-hidden
                          style={{
                            width: 10,
                            height: 10,
                            borderRadius: 5,
                            background: `var(--mantine-color-${PRIORITY_COLORS[option.value as TCardPriority]}-6)`,
                          }}
                        />
                        {option.label}
                      </Group>
                    )}
                    disabled={busy}
                  />
                )}
              />
              {deadline}
            </SimpleGrid>
            <Controller
              control={form.control}
              name="orderId"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={t('boards.fields.order')}
                  placeholder={orders.loading ? t('boards.loading') : t('boards.fields.noOrder')}
                  data={orders.data}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v ?? null)}
                  clearable
                  clearButtonProps={{ 'aria-label': t('boards.fields.clearOrder') }}
                  searchable
                  nothingFoundMessage={t('boards.fields.noOrders')}
                  comboboxProps={{ withinPortal: true }}
                  error={fieldErrorText(tApp, errors.orderId)}
                  disabled={busy}
                />
              )}
            />
          </>
        )}
        {content}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        {confirming ? (
          <Group justify="space-between" gap="sm" role="group" aria-label={t('boards.card.deleteConfirm')}>
            <Text size="sm" fw={600}>
              {t('boards.card.deleteConfirm')}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
                {t('boards.cancel')}
              </Button>
              <Button color="red" onClick={remove} loading={deleteCard.isPending}>
                {t('boards.card.deleteYes')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)} disabled={busy}>
              {t('boards.card.delete')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('boards.cancel')}
              </Button>
              <Button type="submit" loading={updateCard.isPending}>
                {t('boards.save')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** A card opened: every field, the rich text notes, save and (confirmed) delete. */
export default function CardDialog({ scope, cardId, onClose }: { scope: BoardScope; cardId: string; onClose: () => void }) {
  const { t } = useTranslation(BOARDS_NS);
  const card = useBoardCard(scope, cardId);
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('boards.closeDialog') }}
      onClose={onClose}
      title={t(scope.kind === 'tracker' ? 'boards.card.jobTitle' : 'boards.card.taskTitle')}
      size="lg"
      centered
    >
      {card.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('boards.loading')}>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      )}
      {card.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('boards.card.loadFailed')}
        </Alert>
      )}
      {card.data && <CardFormView scope={scope} card={card.data} onClose={onClose} />}
    </Modal>
  );
}
