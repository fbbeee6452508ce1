import { useEffect, useRef } from 'react';
import type { FormikProps } from 'formik';

/**
 * After a submit that failed validation, moves the keyboard focus to the first invalid field (in the order
 * the fields appear), so a screen-reader or keyboard user lands on the message to fix.
 */
export function useFocusFirstError<Values extends object>(
  formik: FormikProps<Values>,
  fields: [name: keyof Values & string, id: string][],
) {
  const handledSubmit = useRef(0);
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const first = fields.find(([name]) => errors[name]);
    if (first) document.getElementById(first[1])?.focus();
  }, [submitCount, isSubmitting, errors, fields]);
}
