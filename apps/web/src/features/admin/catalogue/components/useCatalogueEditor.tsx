import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TCatalogueDeleteResponse } from '@draftdesk/contract';
import { openConfirm } from '../../../../lib/confirm.ts';
import { flashState } from '../../../../lib/flash.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { translateText } from '../../../../lib/messages.ts';
import type { CatalogueKind } from '../api.ts';
import { catalogueListPath } from '../paths.ts';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard.tsx';

/**
 * What an editor says after a save or a delete (a success for a while, or the failure), and its delete: asked
 * first, then back to the list with the server's text; a refusal (409: still in use) stays on the editor. Leaving
 * with unsaved changes (`dirty`) asks first, except back to the list after a create or a delete (`leave`).
 */
export function useCatalogueEditor(kind: CatalogueKind, remove: UseMutationResult<TCatalogueDeleteResponse, unknown, string>, dirty: boolean) {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const guard = useUnsavedChangesGuard(dirty);
  /** Back to the list with the server's text: the work is saved (or deleted), nothing to ask. */
  const leave = (message: string | undefined) => {
    guard.release();
    void navigate(catalogueListPath(kind), { state: flashState(message ?? '') });
  };
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const saved = (message: string | undefined) => {
    setFailure(null);
    setSuccess(translateText(t, message));
  };
  const failed = (error: unknown) => {
    setSuccess(null);
    setFailure(error);
  };
  const askDelete = (id: string, name: string) =>
    openConfirm({
      title: t(`admin.catalogue.${kind}.deleteTitle`, { name }),
      children: <Text size="sm">{t(`admin.catalogue.${kind}.deleteText`)}</Text>,
      labels: { confirm: t('admin.catalogue.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove.mutateAsync(id).then((response) => leave(response.message), failed),
    });

  return { success, failure, saved, failed, clearSuccess: () => setSuccess(null), clearFailure: () => setFailure(null), askDelete, leave };
}
