import type { TCatalogueDeleteResponse } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import type { CatalogueKind } from '../api.ts';
import { serverFieldErrors } from '../catalogue-form.ts';
import { useCatalogueEditor } from './useCatalogueEditor.tsx';

interface Versioned {
  _id: string;
  updatedAt: string;
}

/** What the form needs of a save's mutation. */
interface Write<V, R> {
  mutateAsync: (values: V) => Promise<R>;
  isPending: boolean;
}

export interface CatalogueFormSpec<Item extends Versioned, Values extends FieldValues, Out, Saved extends { message?: string }> {
  kind: CatalogueKind;
  /** Null: a new item. */
  item: Item | null;
  schema: z.ZodType<Out, Values>;
  toForm: (item: Item) => Values;
  empty: NoInfer<DefaultValues<Values>>;
  /** The form's top-level fields: the server's errors under them land on them, the rest is shown with the form. */
  fields: readonly string[];
  create: Write<Out, Saved>;
  update: Write<Out & { updatedAt: string }, Saved>;
  remove: UseMutationResult<TCatalogueDeleteResponse, unknown, string>;
  /** The saved item in a save's response. */
  savedItem: (response: Saved) => Item;
  /** Fetches the item again (after a stale save). */
  reload: () => Promise<Item | undefined>;
}

/**
 * An editor's form of one catalogue item: validated by the contract's schema; a new item is created and the
 * editor goes back to its list; an existing one is saved with the `updatedAt` it was loaded with, so a change by
 * someone else in between is refused (409) and the typed values stay until the admin reloads. The server's
 * field errors land on their fields. Leaving with unsaved changes asks first (useCatalogueEditor).
 */
export function useCatalogueForm<Item extends Versioned, Values extends FieldValues, Out, Saved extends { message?: string }>(
  spec: CatalogueFormSpec<Item, Values, Out, Saved>,
) {
  const { t } = useTranslation(ADMIN_NS);
  const [version, setVersion] = useState(spec.item?.updatedAt ?? '');
  const [reloading, setReloading] = useState(false);
  const form = useForm<Values, unknown, Out>({
    resolver: zodResolver(spec.schema as never) as unknown as Resolver<Values, unknown, Out>,
    defaultValues: spec.item ? (spec.toForm(spec.item) as DefaultValues<Values>) : spec.empty,
  });
  const editor = useCatalogueEditor(spec.kind, spec.remove, form.formState.isDirty);

  const refused = (error: unknown) => {
    const fields = serverFieldErrors(error, spec.fields, (code) => t(`messages.${code}`));
    fields.forEach((field, i) => form.setError(field.path as FieldPath<Values>, { type: 'server', message: field.message }, { shouldFocus: i === 0 }));
    editor.failed(fields.length ? null : error);
  };

  const onSubmit = form.handleSubmit((values) => {
    editor.clearFailure();
    if (!spec.item) {
      return spec.create.mutateAsync(values).then((response) => editor.leave(response.message), refused);
    }
    return spec.update.mutateAsync({ ...values, updatedAt: version }).then((response) => {
      const saved = spec.savedItem(response);
      setVersion(saved.updatedAt);
      form.reset(spec.toForm(saved));
      editor.saved(response.message);
    }, refused);
  });

  const reload = async () => {
    setReloading(true);
    const fresh = await spec.reload().finally(() => setReloading(false));
    if (!fresh) return;
    setVersion(fresh.updatedAt);
    form.reset(spec.toForm(fresh));
    editor.clearFailure();
  };

  return {
    form,
    editor,
    onSubmit,
    busy: spec.create.isPending || spec.update.isPending,
    /** The props of SaveFeedback. */
    feedback: { success: editor.success, onSuccessClose: editor.clearSuccess, failure: editor.failure, onReload: () => void reload(), reloading },
  };
}
