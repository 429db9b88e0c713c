import { PACKAGE_LIMITS, type TAdminQuestionnaire, type TPackageModuleInput, type TPackageServiceInput } from '@draftdesk/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { SortableItemList, type SortTexts } from '../../../templates/editor/SortableItemList.tsx';
import { moveItem } from '../../../templates/items.ts';
import { catalogueFieldText, moduleChoices, moduleDefaultTitle, newService, titleAfterPick } from '../catalogue-form.ts';

type Questionnaires = Pick<TAdminQuestionnaire, '_id' | 'name'>[];

/** A field's error as the form holds it (react-hook-form's nested FieldErrors, read loosely). */
export interface ErrorNode {
  message?: string;
  root?: { message?: string };
  [key: string]: unknown;
}
const child = (node: ErrorNode | undefined, key: string | number) => node?.[key] as ErrorNode | undefined;
/** A list's own error: set on the list itself, or on its `root` by the resolver. */
const listError = (node: ErrorNode | undefined) => (node?.message ? node : node?.root);

function ModuleRow({
  module,
  serviceNumber,
  index,
  count,
  questionnaires,
  errors,
  onChange,
  onMove,
  onRemove,
  disabled,
}: {
  module: TPackageModuleInput;
  serviceNumber: number;
  index: number;
  count: number;
  questionnaires: Questionnaires;
  errors: ErrorNode | undefined;
  onChange: (module: TPackageModuleInput) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const number = index + 1;
  const names = { number, service: serviceNumber };
  const pick = (id: string | null) => {
    const picked = id ?? '';
    const title = titleAfterPick(module.title, moduleDefaultTitle(t, module.id, questionnaires), moduleDefaultTitle(t, picked, questionnaires));
    onChange({ id: picked, title });
  };
  return (
    <Paper component="li" withBorder radius="sm" p="xs" bg="gray.0" data-testid="module-row" aria-label={t('admin.catalogue.modules.label', names)}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Select
            label={t('admin.catalogue.modules.module', { number })}
            placeholder={t('admin.catalogue.modules.choose')}
            data={moduleChoices(t, questionnaires, module.id).filter((group) => group.items.length > 0)}
            value={module.id || null}
            onChange={pick}
            allowDeselect={false}
            searchable
            required
            disabled={disabled}
            error={catalogueFieldText(t, child(errors, 'id'), t('admin.catalogue.modules.choose'))}
          />
          <TextInput
            label={t('admin.catalogue.modules.title', { number })}
            description={t('admin.catalogue.modules.titleHint')}
            value={module.title}
            onChange={(event) => onChange({ ...module, title: event.currentTarget.value })}
            required
            maxLength={120}
            disabled={disabled}
            error={catalogueFieldText(t, child(errors, 'title'))}
          />
        </Stack>
        <Stack gap={4} pt={24}>
          <ActionIcon
            variant="subtle"
            onClick={() => onMove(index - 1)}
            disabled={disabled || index === 0}
            aria-label={t('admin.catalogue.modules.moveUp', names)}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            onClick={() => onMove(index + 1)}
            disabled={disabled || index === count - 1}
            aria-label={t('admin.catalogue.modules.moveDown', names)}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} disabled={disabled} aria-label={t('admin.catalogue.modules.remove', names)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Stack>
      </Group>
    </Paper>
  );
}

function ServiceCard({
  uid,
  service,
  index,
  count,
  questionnaires,
  errors,
  onChange,
  onMove,
  onRemove,
  disabled,
}: {
  uid: string;
  service: TPackageServiceInput;
  index: number;
  count: number;
  questionnaires: Questionnaires;
  errors: ErrorNode | undefined;
  onChange: (service: TPackageServiceInput) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const sortable = useSortable({ id: uid, disabled, attributes: { roleDescription: t('admin.catalogue.services.dragRole') } });
  const number = index + 1;
  const modules = service.serviceModules;
  const modulesErrors = child(errors, 'serviceModules');
  const modulesError = listError(modulesErrors);
  const setModules = (next: TPackageModuleInput[]) => onChange({ ...service, serviceModules: next });
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="service-card"
      aria-label={t('admin.catalogue.services.label', { number })}
      shadow={sortable.isDragging ? 'lg' : undefined}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          {/* touch-action none: a finger on the handle drags the service instead of scrolling the page. */}
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            disabled={disabled}
            aria-label={t('admin.catalogue.services.drag', { number })}
            style={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
          <Badge variant="light">{t('admin.catalogue.services.number', { number })}</Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            onClick={() => onMove(index - 1)}
            disabled={disabled || index === 0}
            aria-label={t('admin.catalogue.services.moveUp', { number })}
          >
            <IconArrowUp size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            onClick={() => onMove(index + 1)}
            disabled={disabled || index === count - 1}
            aria-label={t('admin.catalogue.services.moveDown', { number })}
          >
            <IconArrowDown size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            disabled={disabled || count === 1}
            aria-label={t('admin.catalogue.services.remove', { number })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="sm">
        <TextInput
          label={t('admin.catalogue.services.name')}
          description={t('admin.catalogue.services.nameHint')}
          value={service.serviceName}
          onChange={(event) => onChange({ ...service, serviceName: event.currentTarget.value })}
          required
          maxLength={80}
          disabled={disabled}
          error={catalogueFieldText(t, child(errors, 'serviceName'))}
        />
        <Text size="sm" fw={500} id={`${uid}-modules`}>
          {t('admin.catalogue.modules.heading')}
        </Text>
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={`${uid}-modules`}>
          {modules.map((module, moduleIndex) => (
            <ModuleRow
              // A module's place is its key: a module is its id, which may be picked again.
              key={moduleIndex}
              module={module}
              serviceNumber={number}
              index={moduleIndex}
              count={modules.length}
              questionnaires={questionnaires}
              errors={child(modulesErrors, moduleIndex)}
              onChange={(next) => setModules(modules.map((m, i) => (i === moduleIndex ? next : m)))}
              onMove={(to) => setModules(moveItem(modules, moduleIndex, to))}
              onRemove={() => setModules(modules.filter((_, i) => i !== moduleIndex))}
              disabled={disabled}
            />
          ))}
        </Stack>
        {modulesError?.message && (
          <Text size="sm" c="red.8" role="alert">
            {catalogueFieldText(t, modulesError)}
          </Text>
        )}
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setModules([...modules, { id: '', title: '' }])}
          disabled={disabled || modules.length >= PACKAGE_LIMITS.modulesPerService}
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('admin.catalogue.modules.addTo', { service: number })}
        >
          {t('admin.catalogue.modules.add')}
        </Button>
      </Stack>
    </Paper>
  );
}

let nextUid = 0;
const newUid = () => `service-${(nextUid += 1)}`;

/**
 * Keys that follow the services when they move (the drag and drop needs them); a list replaced from outside
 * (a reload) of another length gets fresh keys.
 */
function useServiceKeys(count: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, newUid);
  return {
    keys: keys.current,
    moved: (from: number, to: number) => (keys.current = moveItem(keys.current, from, to)),
    added: () => (keys.current = [...keys.current, newUid()]),
    removed: (index: number) => (keys.current = keys.current.filter((_, i) => i !== index)),
  };
}

interface ServicesEditorProps {
  value: TPackageServiceInput[];
  onChange: (services: TPackageServiceInput[]) => void;
  /** The form's errors under `services`. */
  errors: ErrorNode | undefined;
  questionnaires: Questionnaires;
  disabled: boolean;
}

/** A package's services in the order customers see them: drag by the handle or move up and down; each with its modules. */
export function ServicesEditor({ value, onChange, errors, questionnaires, disabled }: ServicesEditorProps) {
  const { t } = useTranslation(ADMIN_NS);
  const keys = useServiceKeys(value.length);
  const servicesError = listError(errors);
  const move = (from: number, to: number) => {
    keys.moved(from, to);
    onChange(moveItem(value, from, to));
  };
  const texts: SortTexts = {
    instructions: t('admin.catalogue.services.dragInstructions'),
    start: (number, total) => t('admin.catalogue.services.dragStart', { number, total }),
    over: (number, position, total) => t('admin.catalogue.services.dragOver', { number, position, total }),
    outside: (number) => t('admin.catalogue.services.dragOutside', { number }),
    end: (number, position, total) => t('admin.catalogue.services.dragEnd', { number, position, total }),
    cancel: (number) => t('admin.catalogue.services.dragCancel', { number }),
  };
  return (
    <Stack gap="sm">
      <SortableItemList items={keys.keys.map((uid) => ({ uid }))} onMove={move} texts={texts}>
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.catalogue.services.listLabel')}>
          {value.map((service, index) => (
            <ServiceCard
              key={keys.keys[index]}
              uid={keys.keys[index]}
              service={service}
              index={index}
              count={value.length}
              questionnaires={questionnaires}
              errors={child(errors, index)}
              onChange={(next) => onChange(value.map((s, i) => (i === index ? next : s)))}
              onMove={(to) => move(index, to)}
              onRemove={() => {
                keys.removed(index);
                onChange(value.filter((_, i) => i !== index));
              }}
              disabled={disabled}
            />
          ))}
        </Stack>
      </SortableItemList>
      {servicesError?.message && (
        <Text size="sm" c="red.8" role="alert">
          {catalogueFieldText(t, servicesError)}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          keys.added();
          onChange([...value, newService()]);
        }}
        disabled={disabled || value.length >= PACKAGE_LIMITS.services}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('admin.catalogue.services.add')}
      </Button>
    </Stack>
  );
}
