import { useState } from 'react';
import {
  notify,
  selectUser,
  serviceErrorMessage,
  useAppSelector,
  type Order,
  type OrderLine,
  type ProductReview,
} from '@koperasi/shared-services';
import type { ReviewFormValues } from '@koperasi/shared-services/validation';
import { useEditReviewMutation, useMyLineReviewsQuery, useSubmitReviewMutation } from './reviews-api';

export const REVIEW_SENT_TEXT = 'Terima kasih! Ulasan Anda sudah dikirim.';
export const REVIEW_EDITED_TEXT = 'Ulasan Anda sudah diubah.';
export const REVIEW_FAILED_TEXT = 'Gagal mengirim ulasan';

/** The lines of an order that can carry a review: received, and their product still exists. */
function receivedLineIds(order: Order): number[] {
  return order.shipments
    .filter((shipment) => shipment.status === 'diterima')
    .flatMap((shipment) => shipment.lines.filter((line) => line.productId !== null).map((line) => line.id));
}

/**
 * The buyer's reviews of an order's received lines, and the dialog that writes one ('Beri Ulasan') or
 * changes it once ('Ubah Ulasan'). `reviews` is null until they are known, so no button shows too early.
 */
export function useLineReviews(order: Order) {
  const userId = useAppSelector(selectUser)?.id ?? '';
  const orderItemIds = receivedLineIds(order);
  const { currentData } = useMyLineReviewsQuery(
    { userId, orderItemIds },
    { skip: !userId || orderItemIds.length === 0 },
  );
  const [submitReview] = useSubmitReviewMutation();
  const [editReview] = useEditReviewMutation();
  const [target, setTarget] = useState<{ line: OrderLine; review: ProductReview | null } | null>(null);
  const [open, setOpen] = useState(false);

  const reviews =
    orderItemIds.length === 0
      ? new Map<number, ProductReview>()
      : currentData
        ? new Map(currentData.map((review) => [review.orderItemId, review]))
        : null;

  async function save(values: ReviewFormValues) {
    if (!target) return;
    const { line, review } = target;
    const input = { rating: values.rating, body: values.body.trim(), newPhotos: values.newPhotos };
    try {
      if (review) {
        // the form keeps the public URLs of the stored photos; the review keeps their paths
        const keptPhotos = values.keptPhotos
          .map((url) => review.photoPaths[review.photos.indexOf(url)])
          .filter((path): path is string => Boolean(path));
        await editReview({ review, input: { ...input, keptPhotos } }).unwrap();
        notify.success(REVIEW_EDITED_TEXT);
      } else {
        await submitReview({ orderItemId: line.id, productId: line.productId ?? 0, input }).unwrap();
        notify.success(REVIEW_SENT_TEXT);
      }
      setOpen(false);
    } catch (error) {
      notify.error(serviceErrorMessage(error, REVIEW_FAILED_TEXT));
      throw error;
    }
  }

  return {
    reviews,
    write: (line: OrderLine) => {
      setTarget({ line, review: null });
      setOpen(true);
    },
    edit: (line: OrderLine, review: ProductReview) => {
      setTarget({ line, review });
      setOpen(true);
    },
    dialog: {
      open,
      productName: target?.line.productName ?? '',
      review: target?.review ?? null,
      onSubmit: save,
      onClose: () => setOpen(false),
    },
  };
}
