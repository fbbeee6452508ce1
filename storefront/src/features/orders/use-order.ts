import {
  MESSAGES,
  orderErrorMessage,
  selectUser,
  useAppSelector,
  type Order,
} from '@koperasi/shared-services';
import { awaitsGateway } from '@koperasi/shared-services/orders';
import { useMyOrderQuery, useMyOrderQueryState } from './orders-api';
import { usePageVisible } from './use-page-visible';

export type OrderState =
  { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'failed'; message: string };

/** How often an order waiting for the payment gateway is read again while its page is visible. */
export const GATEWAY_POLL_MS = 3000;

/**
 * One order of the signed-in user; another id shows as loading until its answer arrives. While an online
 * payment waits for the gateway and the page is visible, the order is read again every few seconds: the
 * gateway tells the server, not the page, so this is how 'Lunas' appears without a reload.
 */
export function useOrder(id: string): OrderState {
  const userId = useAppSelector(selectUser)?.id ?? '';
  const arg = { orderId: id, userId };
  const visible = usePageVisible();
  const { currentData: known } = useMyOrderQueryState(arg);
  // an order's status changes elsewhere too (the seller ships it): read it again on every visit
  const { currentData: order, error } = useMyOrderQuery(arg, {
    refetchOnMountOrArgChange: true,
    pollingInterval: visible && awaitsGateway(known) ? GATEWAY_POLL_MS : 0,
  });
  if (order) return { status: 'ready', order };
  if (error) return { status: 'failed', message: orderErrorMessage(error, MESSAGES.ordersLoadFailed) };
  return { status: 'loading' };
}
