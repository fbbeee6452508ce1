import * as yup from 'yup';
import { MESSAGES } from '../messages';
import { FORM_MESSAGES } from './form';
import { checkImageFile } from './upload';
import { ARTICLE_TYPES } from '../features/articles/article-model';

export { ARTICLE_TYPES };

export interface ArticleFormValues {
  title: string;
  type: string;
  content: string;
  /** local date-time ('YYYY-MM-DDTHH:mm') or '' for now */
  publishDate: string;
  /** events: local date-time ('YYYY-MM-DDTHH:mm') it takes place, or '' for its publish date */
  eventDate?: string;
  /** the stored image (edit mode) */
  currentImage: string | null;
  /** the chosen file: exactly one image */
  image: File | null;
}

export interface ArticleSchemaOptions {
  /** create mode: an image is mandatory */
  requireImage: boolean;
}

/** Article form: title, type, content required; an image is mandatory on create. */
export function articleSchema({ requireImage }: ArticleSchemaOptions) {
  return yup.object({
    title: yup.string().trim().required(FORM_MESSAGES.required),
    type: yup
      .string()
      .required(FORM_MESSAGES.required)
      .test(
        'type',
        FORM_MESSAGES.invalid,
        (value) => !value || (ARTICLE_TYPES as readonly string[]).includes(value),
      ),
    content: yup.string().trim().required(FORM_MESSAGES.required),
    publishDate: yup
      .string()
      .default('')
      .test('date', FORM_MESSAGES.invalid, (value) => !value || !Number.isNaN(new Date(value).getTime())),
    eventDate: yup
      .string()
      .default('')
      .test('date', FORM_MESSAGES.invalid, (value) => !value || !Number.isNaN(new Date(value).getTime())),
    currentImage: yup.string().nullable().default(null),
    image: yup
      .mixed<File>()
      .nullable()
      .default(null)
      .test('required-on-create', MESSAGES.articleImageRequired, function (file) {
        const { currentImage } = this.parent as { currentImage?: string | null };
        return !requireImage || Boolean(file) || Boolean(currentImage);
      })
      .test('image-file', async (file, context) => {
        const problem = file ? await checkImageFile(file) : null;
        return problem ? context.createError({ message: problem }) : true;
      }),
  });
}
