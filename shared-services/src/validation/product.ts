import * as yup from 'yup';
import { PRODUCT_MAX_IMAGES } from '../constants';
import { MAX_PRODUCT_PRICE_RUPIAH } from '../money';
import { FORM_MESSAGES, numberField } from './form';
import { checkImageFile, UPLOAD_MESSAGES } from './upload';

export interface ProductFormValues {
  name: string;
  /** whole rupiah, as typed (stored in the base unit: see money.ts) */
  price: number | string;
  /** the category id, as the select gives it */
  category: number | string;
  division: string;
  description: string;
  stock: number | string;
  /** stored images the product keeps */
  keptImages: string[];
  /** chosen files, appended on save */
  newImages: File[];
}

/** The price field's own messages (the rupiah a person types). */
export const PRICE_MESSAGES = {
  whole: 'Harga dalam rupiah bulat, tanpa sen',
  max: `Harga paling tinggi Rp ${new Intl.NumberFormat('id-ID').format(MAX_PRODUCT_PRICE_RUPIAH)}`,
} as const;

export const productSchema = yup.object({
  name: yup.string().trim().required(FORM_MESSAGES.required),
  price: numberField()
    .required(FORM_MESSAGES.required)
    .min(0, FORM_MESSAGES.notNegative)
    .integer(PRICE_MESSAGES.whole)
    .max(MAX_PRODUCT_PRICE_RUPIAH, PRICE_MESSAGES.max),
  category: yup.string().trim().required(FORM_MESSAGES.required),
  division: yup.string().trim().required(FORM_MESSAGES.required),
  description: yup.string().trim().required(FORM_MESSAGES.required),
  stock: numberField()
    .required(FORM_MESSAGES.required)
    .integer(FORM_MESSAGES.integer)
    .min(0, FORM_MESSAGES.notNegative),
  keptImages: yup.array(yup.string().required()).default([]),
  newImages: yup
    .array(yup.mixed<File>().required())
    .default([])
    .test('image-files', async (files, context) => {
      const problem = (await Promise.all((files ?? []).map((file) => checkImageFile(file)))).find(Boolean);
      return problem ? context.createError({ message: problem }) : true;
    })
    .test('too-many', UPLOAD_MESSAGES.tooMany(PRODUCT_MAX_IMAGES), function (files) {
      const kept = (this.parent as { keptImages?: string[] }).keptImages?.length ?? 0;
      return kept + (files?.length ?? 0) <= PRODUCT_MAX_IMAGES;
    }),
});
