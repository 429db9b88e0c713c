import { Grid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** An order's page: the main column (services, chat) and the side column of facts, which comes first on phones. */
export function OrderViewGrid({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Stack gap="md">{side}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="md">{main}</Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The two columns while the order loads (heights in px). */
export function OrderViewSkeleton({ mainHeight, sideHeight }: { mainHeight: number; sideHeight: number }) {
  return (
    <Grid aria-hidden>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Skeleton h={mainHeight} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={sideHeight} radius="md" />
      </Grid.Col>
    </Grid>
  );
}
