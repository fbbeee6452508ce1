import * as yup from 'yup';
import {
  REVIEW_MAX_BODY,
  REVIEW_MAX_PHOTOS,
  REVIEW_REPORT_MAX_REASON,
} from '../features/reviews/review-model';
import { checkImageFile, UPLOAD_MESSAGES } from './upload';

export interface ReviewFormValues {
  /** 0 until a star is chosen */
  rating: number;
  body: string;
  /** stored photos the review keeps (object paths; an edit) */
  keptPhotos: string[];
  /** chosen files, uploaded on save */
  newPhotos: File[];
}

export const REVIEW_VALIDATION_MESSAGES = {
  rating: 'Pilih 1 sampai 5 bintang',
  bodyTooLong: `Ulasan paling banyak ${new Intl.NumberFormat('id-ID').format(REVIEW_MAX_BODY)} karakter`,
  reasonRequired: 'Tuliskan alasan laporan',
  reasonTooLong: `Alasan paling banyak ${REVIEW_REPORT_MAX_REASON} karakter`,
} as const;

/** A review: 1-5 stars, optional text up to 1,000 characters, up to 3 photos under the product image rules. */
export const reviewSchema = yup.object({
  rating: yup
    .number()
    .required(REVIEW_VALIDATION_MESSAGES.rating)
    .integer(REVIEW_VALIDATION_MESSAGES.rating)
    .min(1, REVIEW_VALIDATION_MESSAGES.rating)
    .max(5, REVIEW_VALIDATION_MESSAGES.rating),
  body: yup.string().max(REVIEW_MAX_BODY, REVIEW_VALIDATION_MESSAGES.bodyTooLong).default(''),
  keptPhotos: yup.array(yup.string().required()).default([]),
  newPhotos: yup
    .array(yup.mixed<File>().required())
    .default([])
    .test('image-files', async (files, context) => {
      const problem = (await Promise.all((files ?? []).map((file) => checkImageFile(file)))).find(Boolean);
      return problem ? context.createError({ message: problem }) : true;
    })
    .test('too-many', UPLOAD_MESSAGES.tooMany(REVIEW_MAX_PHOTOS), function (files) {
      const kept = (this.parent as { keptPhotos?: string[] }).keptPhotos?.length ?? 0;
      return kept + (files?.length ?? 0) <= REVIEW_MAX_PHOTOS;
    }),
});

/** Reporting a review: a reason of 1 to 500 characters. */
export const reviewReportSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(REVIEW_VALIDATION_MESSAGES.reasonRequired)
    .max(REVIEW_REPORT_MAX_REASON, REVIEW_VALIDATION_MESSAGES.reasonTooLong),
});
