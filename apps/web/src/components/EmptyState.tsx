import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Nothing to show yet: an icon, a sentence (already translated) and an optional action. */
export function EmptyState({ message, hint, icon: EmptyIcon = IconInbox, action }: { message: string; hint?: string; icon?: Icon; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray" aria-hidden>
          <EmptyIcon size={28} />
        </ThemeIcon>
        <Text fw={600} ta="center">
          {message}
        </Text>
        {hint && (
          <Text c="dimmed" size="sm" ta="center" maw={480}>
            {hint}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
