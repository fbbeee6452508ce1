import { useEffect, type RefObject } from 'react';
import { useFormikContext } from 'formik';

/** After a submit with errors, moves focus to the first invalid field so a keyboard user lands on it. */
export function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [submitCount, isValid, isSubmitting, form]);
  return null;
}
