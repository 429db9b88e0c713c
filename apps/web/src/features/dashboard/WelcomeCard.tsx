import { Anchor, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { fileUrl } from '../../lib/file-url.ts';
import { CUSTOMER_NS } from '../../lib/i18n.ts';

/** Spec 01 §2: the greeting, the site's welcome image and its support e-mail. */
export function WelcomeCard() {
  const { t } = useTranslation(CUSTOMER_NS);
  const site = useSite();
  const user = useCurrentUser();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="center" wrap="nowrap" gap="lg">
        <Stack gap={6} miw={0}>
          <Title order={2} size="h3">
            {t('dashboard.welcome', { name: user.firstName })}
          </Title>
          <Text c="dimmed">{t('dashboard.welcomeText', { company: site.companyName })}</Text>
          {site.companyEmail && (
            <Group gap={6} wrap="nowrap">
              <IconMail size={18} aria-hidden />
              <Text size="sm">
                {t('dashboard.support')}{' '}
                <Anchor href={`mailto:${site.companyEmail}`} style={{ overflowWrap: 'anywhere' }}>
                  {site.companyEmail}
                </Anchor>
              </Text>
            </Group>
          )}
        </Stack>
        {site.welcomeImg && <Image src={fileUrl(site.welcomeImg)} alt="" h={96} w="auto" maw={160} fit="contain" visibleFrom="xs" />}
      </Group>
    </Card>
  );
}
