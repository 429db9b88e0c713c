import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/messages.ts';
import { SingleFileField, type SingleFileFieldProps } from './SingleFileField.tsx';
import { WRITER_NS } from '../../../lib/i18n.ts';

type FormFileFieldProps<TInput extends FieldValues, TOutput> = Omit<SingleFileFieldProps, 'onChange' | 'error'> & {
  control: Control<TInput, unknown, TOutput>;
  name: Path<TInput>;
};

/** A SingleFileField bound to a react-hook-form field, showing that field's error. */
export function FormFileField<TInput extends FieldValues, TOutput>({ control, name, ...field }: FormFileFieldProps<TInput, TOutput>) {
  const { t } = useTranslation(WRITER_NS);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { onChange }, fieldState }) => <SingleFileField {...field} onChange={onChange} error={fieldErrorText(t, fieldState.error)} />}
    />
  );
}
