import type { FormikProps } from 'formik';

/**
 * The props that tie a MUI TextField to a formik field: id (the label's `for`), value, handlers, the error
 * state and its message as helper text (MUI links it to the input with aria-describedby). An error shows once
 * the field was left or the form submitted.
 */
export function fieldProps<Values extends object>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
  id: string,
) {
  const message = formik.errors[name];
  const visible = Boolean((formik.touched[name] || formik.submitCount > 0) && typeof message === 'string');
  return {
    id,
    name,
    value: String(formik.values[name] ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: visible,
    helperText: visible ? (message as string) : undefined,
  };
}
