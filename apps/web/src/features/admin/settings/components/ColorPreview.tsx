import { Box, Group, Image, Stack, Text } from '@mantine/core';
import { IconBell, IconFileText, IconHome, IconReceipt, IconUserCircle } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../../lib/file-url.ts';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { siteColors, type SiteColorSettings } from '../../../../lib/site.ts';

interface ColorPreviewProps {
  colors: SiteColorSettings;
  companyName: string;
  logo: string;
}

/**
 * The shell in miniature with the colours being edited: top bar, side menu (the first item active) and footer.
 * It takes the same CSS variables as the real shell (lib/site.ts siteColors), text colours made readable the same way.
 */
export function ColorPreview({ colors, companyName, logo }: ColorPreviewProps) {
  const { t } = useTranslation(ADMIN_NS);
  const vars = siteColors(colors) as CSSProperties;
  const src = fileUrl(logo);
  const items = [
    { icon: IconHome, label: t('admin.settings.preview.dashboard'), active: true },
    { icon: IconFileText, label: t('admin.settings.preview.orders'), active: false },
    { icon: IconReceipt, label: t('admin.settings.preview.invoices'), active: false },
  ];
  return (
    <Box
      component="figure"
      m={0}
      style={{ ...vars, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
      aria-label={t('admin.settings.preview.label')}
      data-testid="colour-preview"
    >
      <Group
        justify="space-between"
        px="sm"
        h={48}
        wrap="nowrap"
        style={{ background: 'var(--dd-topbar-bg)', color: 'var(--dd-topbar-text)', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        data-testid="preview-topbar"
      >
        {/* As the top bar shows it (SiteLogo): the logo, else the company's name. */}
        {src ? (
          <Image src={src} alt={companyName} h={28} w="auto" maw={160} fit="contain" />
        ) : (
          <Text size="sm" fw={700} truncate style={{ color: 'inherit', flex: 1 }}>
            {companyName}
          </Text>
        )}
        <Group gap={8} wrap="nowrap" aria-hidden>
          <IconBell size={18} />
          <IconUserCircle size={20} />
        </Group>
      </Group>
      <Group gap={0} align="stretch" wrap="nowrap" mih={150}>
        <Stack gap={2} py="xs" w="42%" maw={200} style={{ background: 'var(--dd-sidebar-bg)', color: 'var(--dd-sidebar-text)' }} data-testid="preview-sidemenu">
          {items.map(({ icon: Icon, label, active }) => (
            <Group
              key={label}
              gap={8}
              px="sm"
              py={6}
              wrap="nowrap"
              style={
                active
                  ? { background: 'var(--dd-sidebar-active)', color: 'var(--dd-sidebar-active-text)', boxShadow: 'inset 3px 0 0 var(--dd-sidebar-icon)' }
                  : undefined
              }
            >
              <Icon size={16} style={{ color: 'var(--dd-sidebar-icon)', flexShrink: 0 }} aria-hidden />
              <Text size="xs" truncate style={{ color: 'inherit' }}>
                {label}
              </Text>
            </Group>
          ))}
        </Stack>
        <Stack gap={6} p="sm" style={{ flex: 1, background: 'var(--mantine-color-gray-0)' }} aria-hidden>
          <Box h={14} w="60%" bg="gray.3" style={{ borderRadius: 4 }} />
          <Box h={48} bg="white" style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-2)' }} />
          <Box h={48} bg="white" style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-2)' }} />
        </Stack>
      </Group>
      <Group
        justify="space-between"
        px="sm"
        py={8}
        wrap="wrap"
        gap={4}
        style={{ background: 'var(--dd-footer-bg)', color: 'var(--dd-footer-text)' }}
        data-testid="preview-footer"
      >
        <Text size="xs" style={{ color: 'inherit' }}>
          © {new Date().getFullYear()} {companyName}
        </Text>
        <Text size="xs" fw={600} style={{ color: 'inherit' }}>
          {t('admin.settings.preview.followUs')}
        </Text>
      </Group>
    </Box>
  );
}
