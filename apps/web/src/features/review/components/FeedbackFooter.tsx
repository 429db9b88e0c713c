import { CRITIQUE_LIMITS } from '@draftdesk/contract';
import { Alert, Button, Paper, Rating, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorText } from '../../../lib/messages.ts';
import { usePatchCritique, useSendFeedback } from '../api.ts';
import { REVIEW_NS } from '../namespace.ts';

/**
 * Spec 03 §4, §5: the satisfaction footer. The comment box appears once a star is chosen; sending needs stars.
 * The thanks shows for 2 s, then the footer goes (it shows only while the review has no stars).
 */
export function FeedbackFooter({ critiqueId }: { critiqueId: string }) {
  const { t } = useTranslation(REVIEW_NS);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [thanked, setThanked] = useState(false);
  const send = useSendFeedback(critiqueId);
  const patch = usePatchCritique(critiqueId);

  const submit = () => {
    if (!stars) return;
    send.mutate(
      { stars, feedback: comment.trim() },
      {
        onSuccess: () => setThanked(true),
        onError: (error) => {
          // Rated already (in another tab): nothing more to ask.
          if (error instanceof ApiError && error.code === 'feedbackAlreadyGiven') patch({ stars });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="feedback-title" data-testid="feedback-footer">
      <Stack gap="sm">
        <Title order={2} size="h4" id="feedback-title">
          {t('review.feedback.title')}
        </Title>
        {thanked ? (
          <TimedAlert
            message={t('messages.feedbackThanks')}
            durationMs={CRITIQUE_LIMITS.feedbackThanksMs}
            onClose={() => patch({ stars, feedback: comment.trim() })}
            data-testid="feedback-thanks"
          />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="sm" align="flex-start">
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ padding: 0, marginBottom: 6, fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>{t('review.feedback.stars')}</legend>
                <Rating
                  value={stars}
                  onChange={setStars}
                  count={5}
                  size="xl"
                  color="orange"
                  name="review-stars"
                  getSymbolLabel={(value) => t('review.feedback.starLabel', { value })}
                />
              </fieldset>
              {stars > 0 && (
                <Textarea
                  label={t('review.feedback.comment')}
                  value={comment}
                  onChange={(event) => setComment(event.currentTarget.value)}
                  autosize
                  minRows={3}
                  maxLength={2000}
                  w="100%"
                />
              )}
              {send.isError && (
                <Alert color="red" variant="light" role="alert" w="100%">
                  {errorText(t, send.error)}
                </Alert>
              )}
              <Button type="submit" disabled={!stars} loading={send.isPending}>
                {t('review.feedback.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
