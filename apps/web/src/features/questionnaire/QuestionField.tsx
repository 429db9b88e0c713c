import type { TQuestionnaireItem } from '@draftdesk/contract';
import { Checkbox, Group, Radio, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NS } from '../../lib/i18n.ts';
import { fieldErrorText } from '../../lib/messages.ts';
import { fieldName, type WizardValues } from './wizard.ts';

interface QuestionFieldProps {
  item: TQuestionnaireItem;
  index: number;
  control: Control<WizardValues>;
}

/** One questionnaire item as its input (spec 01 §3 item types); paragraphs are plain text. */
export function QuestionField({ item, index, control }: QuestionFieldProps) {
  const { t } = useTranslation(CUSTOMER_NS);
  if (item.type === 'paragraph') {
    return (
      <Text c="dimmed" size="sm">
        {item.text}
      </Text>
    );
  }
  if (item.type === 'section') return null;
  const required = !!item.required;
  const options = item.options ?? [];

  return (
    <Controller
      control={control}
      name={fieldName(index)}
      render={({ field, fieldState }) => {
        const error = fieldErrorText(t, fieldState.error);
        const common = { label: item.text, withAsterisk: required, error, 'aria-required': required || undefined };
        const text = typeof field.value === 'string' ? field.value : '';
        switch (item.type) {
          case 'textarea':
            return (
              <Textarea
                {...common}
                ref={field.ref}
                name={field.name}
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                placeholder={item.placeholder}
                autosize
                minRows={3}
                maxRows={10}
              />
            );
          case 'select':
            return (
              <Select
                {...common}
                ref={field.ref}
                name={field.name}
                value={text || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                data={options}
                placeholder={item.placeholder || t('questionnaire.choose')}
                allowDeselect={!required}
                comboboxProps={{ withinPortal: true }}
              />
            );
          case 'radio':
            return (
              // Radio.Group puts extra props on its wrapper, where aria-required is not allowed: the asterisk says it.
              <Radio.Group label={common.label} withAsterisk={required} error={error} ref={field.ref} name={field.name} value={text} onChange={field.onChange}>
                <Group gap="lg" mt={6}>
                  {options.map((option) => (
                    <Radio key={option} value={option} label={option} />
                  ))}
                </Group>
              </Radio.Group>
            );
          case 'checkbox':
            if (options.length === 0) {
              return (
                <Checkbox
                  ref={field.ref}
                  name={field.name}
                  label={item.text}
                  checked={field.value === true}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  error={error}
                  aria-required={required || undefined}
                />
              );
            }
            return (
              <Checkbox.Group {...common} ref={field.ref} value={Array.isArray(field.value) ? field.value : []} onChange={field.onChange}>
                <Stack gap={8} mt={6}>
                  {options.map((option) => (
                    <Checkbox key={option} value={option} label={option} />
                  ))}
                </Stack>
              </Checkbox.Group>
            );
          default:
            return (
              <TextInput
                {...common}
                ref={field.ref}
                name={field.name}
                type={item.type === 'email' ? 'email' : item.type === 'date' ? 'date' : 'text'}
                autoComplete={item.type === 'email' ? 'email' : undefined}
                value={text}
                onChange={(e) => field.onChange(e.currentTarget.value)}
                onBlur={field.onBlur}
                placeholder={item.placeholder}
                maw={item.type === 'date' ? 240 : undefined}
              />
            );
        }
      }}
    />
  );
}
