import * as yup from 'yup';

/** Generic defaults for the back-office forms. */
export const FORM_MESSAGES = {
  required: 'Required',
  invalid: 'Invalid input',
  notNegative: 'Number must be greater than or equal to 0',
  integer: 'Expected integer, received float',
} as const;

/** An empty input is "missing" (Required), anything else that is not a number is 'Invalid input'. */
export const numberField = () =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? undefined : value,
    )
    .typeError(FORM_MESSAGES.invalid);
