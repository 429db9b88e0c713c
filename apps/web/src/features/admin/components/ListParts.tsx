import { Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import classes from '../reviews/components/ReviewsList.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** A list's search box: what is typed reaches `onSearch` (the address, then the server) once typing pauses. */
export function ListSearch({ label, placeholder, value, onSearch }: { label: string; placeholder: string; value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maw={420}
      maxLength={200}
    />
  );
}

/** Five grey rows while a list's first page loads (hidden from screen readers: the page says it is loading). */
export function ListSkeleton() {
  return (
    <Stack gap="xs" aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} h={52} radius="sm" />
      ))}
    </Stack>
  );
}

/** A card's figures on a phone: labelled values in two columns, as a description list. */
export function FigureGrid({ figures }: { figures: [label: string, value: string][] }) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} fw={500}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A list's filter: a row of choices, stacked full width on a phone. */
export function ListFilter({
  label,
  value,
  options,
  onChange,
  compact,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  compact: boolean;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      value={value}
      onChange={onChange}
      data={options}
      fullWidth={compact}
      orientation={compact ? 'vertical' : 'horizontal'}
      style={{ alignSelf: compact ? 'stretch' : 'flex-start' }}
    />
  );
}

/** A list's table; it scrolls sideways inside a region that the keyboard reaches too (axe scrollable-region-focusable, WCAG 2.1.1). */
export function ScrollTable({ label, minWidth, className, children }: { label: string; minWidth: number; className?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
        <Table className={className} verticalSpacing="sm" miw={minWidth} aria-label={label}>
          {children}
        </Table>
      </div>
    </Paper>
  );
}
