import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';

/** A form's submit state, as formik gives it (useFormik's result or useFormikContext). */
export interface SubmitState {
  submitCount: number;
  isSubmitting: boolean;
  isValid: boolean;
}

/**
 * After a submit that failed validation, moves the keyboard focus to the form's first invalid field (the first
 * element marked aria-invalid="true", in the order the fields appear), so that a keyboard or screen-reader user
 * lands on the message to fix. Once per submit: fixing one field and breaking it again moves nothing.
 */
export function useFocusFirstError(
  form: RefObject<HTMLElement | null>,
  { submitCount, isSubmitting, isValid }: SubmitState,
): void {
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (!isValid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid, form]);
}

/** The same inside a <Formik> form (its context gives the submit state): `<FocusFirstError form={ref} />`. */
export function FocusFirstError({ form }: { form: RefObject<HTMLElement | null> }) {
  useFocusFirstError(form, useFormikContext());
  return null;
}
