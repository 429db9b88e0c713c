import { Text } from '@mantine/core';

/** A customer's name with the e-mail beneath. */
export function CustomerCell({ customer, email }: { customer: { firstName: string; lastName: string }; email: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm">{`${customer.firstName} ${customer.lastName}`.trim()}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
    </div>
  );
}
