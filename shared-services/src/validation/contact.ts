import * as yup from 'yup';
import { CONTACT_LIMITS } from '../constants';

export const contactSchema = yup.object({
  name: yup.string().trim().required('Nama harus diisi').max(CONTACT_LIMITS.name, 'Nama terlalu panjang'),
  email: yup
    .string()
    .trim()
    .required('Email harus diisi')
    .email('Email tidak valid')
    .max(CONTACT_LIMITS.email, 'Email tidak valid'),
  message: yup
    .string()
    .trim()
    .required('Pesan harus diisi')
    .max(CONTACT_LIMITS.message, 'Pesan terlalu panjang'),
});
