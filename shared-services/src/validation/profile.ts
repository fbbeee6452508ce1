import * as yup from 'yup';
import { phoneField } from './phone';

/** The profile form ('Profil Saya'): the phone may stay empty, but a number given must be a valid one. */
export const profileSchema = yup.object({
  phone: phoneField(),
});

export interface ProfileFormValues {
  displayName: string;
  email: string;
  phone: string;
  address: string;
}
