import * as yup from 'yup';
import { isDivision } from '../constants';
import { FORM_MESSAGES } from './form';

export interface CategoryFormValues {
  name: string;
  division: string;
  description: string;
}

/** Category form: name and division required; description optional. */
export const categorySchema = yup.object({
  name: yup.string().trim().required(FORM_MESSAGES.required).max(80, FORM_MESSAGES.maxLength(80)),
  division: yup
    .string()
    .required(FORM_MESSAGES.required)
    .test('division', FORM_MESSAGES.invalid, (value) => !value || isDivision(value)),
  description: yup.string().trim().max(1000, FORM_MESSAGES.maxLength(1000)).default(''),
});
