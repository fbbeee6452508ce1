import { useRef, type ReactNode } from 'react';
import type { FormikProps } from 'formik';
import { Stack } from '@koperasi/shared-ui';
import { useFocusFirstError } from '@koperasi/shared-ui/focus-first-error';

export interface AuthFormProps<Values extends object> {
  formik: FormikProps<Values>;
  /** the form's accessible name */
  label: string;
  children: ReactNode;
}

/**
 * An auth page's form: its fields one under another, submitted through formik without the browser's own
 * validation, the focus on the first invalid field after a failed submit.
 */
export function AuthForm<Values extends object>({ formik, label, children }: AuthFormProps<Values>) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, formik);
  return (
    <Stack
      component="form"
      ref={form}
      spacing={2}
      onSubmit={formik.handleSubmit}
      noValidate
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
