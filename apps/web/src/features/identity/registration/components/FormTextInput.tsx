import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldBinding } from '../useRegistrationForm.ts';

export interface FormTextInputProps
  extends Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  field: FieldBinding;
  /** Formats the value as it is typed (e.g. a document mask). */
  format?(value: string): string;
}

/** A text input bound to a registration form field: value, change, blur (shows validation) and error. */
export function FormTextInput({ field, format, ...props }: FormTextInputProps) {
  return (
    <TextInput
      {...props}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        const value = event.currentTarget.value;
        field.onChange(format ? format(value) : value);
      }}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
