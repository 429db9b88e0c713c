import type { TWriterService } from '@draftdesk/contract';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moduleLink } from '../modules.ts';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** The modules of one service: done or not, each with the button to its page. */
export function ServiceModules({ orderId, service, readOnly }: { orderId: string; service: TWriterService; readOnly: boolean }) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {service.serviceModules.map((module) => {
        const link = moduleLink(orderId, service._id, module, readOnly);
        return (
          <Group
            component="li"
            key={module.id}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            data-testid={`module-${module.kind === 'questionnaire' ? 'questionnaire' : module.id}`}
            data-done={module.done}
          >
            <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
              <ThemeIcon variant="light" radius="xl" color={module.done ? 'teal' : 'gray'} aria-hidden>
                {module.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {module.title}
                </Text>
                <Text size="xs" c={module.done ? 'teal.8' : 'dimmed'}>
                  {module.done ? t('writer.modules.done') : t('writer.modules.notDone')}
                </Text>
              </div>
            </Group>
            <Button
              component={Link}
              to={link.to}
              size="compact-sm"
              variant={module.done ? 'subtle' : 'light'}
              aria-label={t('writer.modules.open', { action: t(link.label), title: module.title })}
            >
              {t(link.label)}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
