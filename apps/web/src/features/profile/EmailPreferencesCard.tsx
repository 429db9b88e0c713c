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
  const kinds = emailKindsFor(user.role, site.website_settings);
  if (!kinds.length) return null;

  const flip = (kind: TEmailKind, on: boolean) => {
    setSaved(false);
    update.mutate({ user, kind, on }, { onSuccess: () => setSaved(true) });
  };
  // The switch being saved shows its new state and waits.
  const pending = update.isPending ? update.variables : undefined;

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
              checked={pending?.kind === kind ? pending.on : isOn(user.emailPreferences, kind)}
              disabled={pending?.kind === kind}
              onChange={(event) => flip(kind, event.currentTarget.checked)}
              data-kind={kind}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
