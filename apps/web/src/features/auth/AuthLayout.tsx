import { Box, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site.ts';
import { LazyLanguageSwitcher } from '../../components/LazyLanguageSwitcher.tsx';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { fileUrl } from '../../lib/file-url.ts';
import { AppLink } from '../../lib/app-link.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** Login-related pages: the form beside the site's login image. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Box mih="100dvh" style={{ display: 'flex' }} bg="gray.0">
      <Stack style={{ flex: 1 }} gap={0} miw={0}>
        <Group justify="space-between" p="md" wrap="nowrap">
          <AppLink to="/login" aria-label={t('topbar.home', { company: site.companyName })}>
            <SiteLogo />
          </AppLink>
          <LazyLanguageSwitcher />
        </Group>
        <Center component="main" id="main-content" style={{ flex: 1 }} px="md" pb="xl">
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
            <Stack gap={4} mb="lg">
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
        </Center>
      </Stack>
      {site.loginImg && (
        <Box visibleFrom="md" style={{ flex: 1, maxWidth: '50%' }}>
          <Image src={fileUrl(site.loginImg)} alt="" h="100dvh" w="100%" fit="cover" style={{ position: 'sticky', top: 0 }} />
        </Box>
      )}
    </Box>
  );
}
