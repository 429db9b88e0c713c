import { Badge, Checkbox, Group, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';

interface SecretFieldProps {
  label: string;
  /** Whether the server holds a value (it never sends it back). */
  isSet: boolean;
  value: { value: string; clear: boolean };
  onChange: (value: { value: string; clear: boolean }) => void;
  error?: string;
  disabled: boolean;
  testId: string;
}

/** A write-only key: "set" / "not set", a new value typed in replaces it, or it is cleared on the next save. */
export function SecretField({ label, isSet, value, onChange, error, disabled, testId }: SecretFieldProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack gap={4}>
      <PasswordInput
        label={
          <Group gap={6} component="span" wrap="nowrap">
            <span>{label}</span>
            <Badge size="xs" variant="light" color={isSet ? 'teal' : 'gray'} component="span">
              {isSet ? t('admin.settings.secrets.set') : t('admin.settings.secrets.notSet')}
            </Badge>
          </Group>
        }
        placeholder={isSet ? t('admin.settings.secrets.replace') : t('admin.settings.secrets.enter')}
        value={value.value}
        onChange={(event) => onChange({ value: event.currentTarget.value, clear: false })}
        disabled={disabled || value.clear}
        error={error}
        autoComplete="off"
        data-testid={testId}
      />
      {isSet && (
        <Checkbox
          size="xs"
          label={t('admin.settings.secrets.clear', { label })}
          checked={value.clear}
          onChange={(event) => onChange({ value: '', clear: event.currentTarget.checked })}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
