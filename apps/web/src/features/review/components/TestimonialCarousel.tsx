import { CRITIQUE_LIMITS } from '@draftdesk/contract';
import { ActionIcon, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay, IconQuote } from '@tabler/icons-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NS } from '../namespace.ts';

/** The testimonials in the locale files (review.testimonials.items.1 ...). */
const COUNT = 4;

/**
 * Spec 03 §9: testimonials that advance every 5000 ms. Following the WAI carousel pattern, rotation stops
 * while the pointer or the focus is in it and with the pause button, and a shown slide is announced only then.
 */
export function TestimonialCarousel() {
  const { t } = useTranslation(REVIEW_NS);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const rotating = !hovered && !focused && !paused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % COUNT), CRITIQUE_LIMITS.carouselMs);
    return () => clearInterval(timer);
  }, [rotating]);

  const go = (by: number) => setIndex((i) => (i + by + COUNT) % COUNT);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const key = `review.testimonials.items.${index + 1}`;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid="testimonials"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="testimonials-title">
            {t('review.testimonials.title')}
          </Title>
          <Group gap={4}>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? t('review.testimonials.play') : t('review.testimonials.pause')}
            >
              {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
            </ActionIcon>
            <ActionIcon variant="default" size="lg" onClick={() => go(-1)} aria-label={t('review.testimonials.previous')}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" onClick={() => go(1)} aria-label={t('review.testimonials.next')}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <div aria-live={rotating ? 'off' : 'polite'}>
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={t('review.testimonials.slide', { index: index + 1, count: COUNT })}
            data-testid="testimonial"
          >
            <Box component="figure" m={0} style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'flex-start' }}>
              <IconQuote size={28} color="var(--mantine-primary-color-filled)" aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={6}>
                <Text component="blockquote" size="lg" m={0} fs="italic">
                  {t(`${key}.quote`)}
                </Text>
                <Text component="figcaption" size="sm" fw={600}>
                  {t(`${key}.author`)}
                </Text>
              </Stack>
            </Box>
          </div>
        </div>
        <Text size="sm" aria-hidden>
          {t('review.testimonials.slide', { index: index + 1, count: COUNT })}
        </Text>
      </Stack>
    </Paper>
  );
}
