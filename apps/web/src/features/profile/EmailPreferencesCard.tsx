import type { TEmailKind } from '@draftdesk/contract';
import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '../../components/TimedAlert.tsx';
import { errorText } from '../../lib/messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { useSetEmailPreference } from './api.ts';
import { EMAIL_KIND_LABELS, emailKindsFor, isOn } from './email-kinds.ts';

/** "E-mail notifications": one switch per e-mail kind the user can receive here; each saves as it is flipped. */
export function EmailPreferencesCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const site = useSite();
  const update = useSetEmailPreference();
  const [saved, setSaved] = useState(false);
  // The switch just flipped shows its new state at once, in the click's own frame (the mutation's state reaches the
  // page a task later), until the account says the same; a failed save puts it back.
  const [flipped, setFlipped] = useState<{ kind: TEmailKind; on: boolean }>();
  const kinds = emailKindsFor(user.role, site.website_settings);
  if (!kinds.length) return null;

  if (flipped && !update.isPending && isOn(user.emailPreferences, flipped.kind) === flipped.on) setFlipped(undefined);
  const flip = (kind: TEmailKind, on: boolean) => {
    setSaved(false);
    setFlipped({ kind, on });
    update.mutate({ user, kind, on }, { onSuccess: () => setSaved(true), onError: () => setFlipped(undefined) });
  };
  const saving = update.isPending ? update.variables?.kind : undefined;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="profile-emails-title" data-testid="email-preferences">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="profile-emails-title">
            {t('profile.emailsTitle')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('profile.emailsHint')}
          </Text>
        </div>
        {update.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(t, update.error)}
          </Alert>
        )}
        {saved && <TimedAlert message={t('profile.emailsSaved')} onClose={() => setSaved(false)} />}
        <Stack gap="sm">
          {kinds.map((kind) => (
            <Switch
              key={kind}
              label={t(EMAIL_KIND_LABELS[kind])}
              checked={flipped?.kind === kind ? flipped.on : isOn(user.emailPreferences, kind)}
              disabled={saving === kind}
              onChange={(event) => flip(kind, event.currentTarget.checked)}
              data-kind={kind}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
