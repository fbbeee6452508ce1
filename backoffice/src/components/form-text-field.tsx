import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@mui/material';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A formik field as an MUI TextField: the message of a touched invalid field is its helper text, tied to
 * the input by MUI (aria-describedby) and marked aria-invalid.
 */
export function FormTextField({ name, helperText, id, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string | number>(name);
  const failed = Boolean(meta.touched && meta.error);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      id={id ?? `field-${name}`}
      error={failed}
      helperText={failed ? meta.error : helperText}
      fullWidth
      {...props}
    />
  );
}
