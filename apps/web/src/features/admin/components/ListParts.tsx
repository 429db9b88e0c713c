import { SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

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
