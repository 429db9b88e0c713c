import type { TCustomerOrder } from '@draftdesk/contract';
import { Button, Card, Text, Title } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

/** A completed order invites the customer to the package's feedback survey. */
export function SurveyLinkCard({ order }: { order: TCustomerOrder }) {
  const { t } = useTranslation(CUSTOMER_NS);
  const survey = order.package.surveyDetails;
  if (!survey || order.statusPercentage < 100) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="survey-card-title">
      <Title order={2} size="h4" mb={4} id="survey-card-title">
        {survey.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {order.surveySubmitted ? t('survey.cardDone') : t('survey.cardInvite')}
      </Text>
      <Button
        component={Link}
        to={`/orders/${order._id}/survey/${survey._id}`}
        variant={order.surveySubmitted ? 'light' : 'filled'}
        leftSection={<IconMessageStar size={18} aria-hidden />}
      >
        {order.surveySubmitted ? t('survey.viewFeedback') : t('survey.takeSurvey')}
      </Button>
    </Card>
  );
}
