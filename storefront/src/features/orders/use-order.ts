import {
  MESSAGES,
  orderErrorMessage,
  selectUser,
  useAppSelector,
  type Order,
} from '@koperasi/shared-services';
import { useMyOrderQuery } from './orders-api';

export type OrderState =
  { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'failed'; message: string };

/** One order of the signed-in user; another id shows as loading until its answer arrives. */
export function useOrder(id: string): OrderState {
  const userId = useAppSelector(selectUser)?.id ?? '';
  // an order's status changes elsewhere too (the seller ships it): read it again on every visit
  const { currentData: order, error } = useMyOrderQuery(
    { orderId: id, userId },
    { refetchOnMountOrArgChange: true },
  );
  if (order) return { status: 'ready', order };
  if (error) return { status: 'failed', message: orderErrorMessage(error, MESSAGES.ordersLoadFailed) };
  return { status: 'loading' };
}
