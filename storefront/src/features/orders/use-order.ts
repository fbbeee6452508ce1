import { useCallback, useEffect, useState } from 'react';
import {
  getOrder,
  loadSiteSettings,
  MESSAGES,
  orderErrorMessage,
  type Order,
  type SiteSettings,
} from '@koperasi/shared-services';

export type OrderState =
  { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'failed'; message: string };

/** One order of the signed-in user, with a way to replace it after a change. */
export function useOrder(id: string) {
  // the answer for the id asked last; another id shows as loading until its answer arrives
  const [answer, setAnswer] = useState<{ id: string; state: OrderState } | null>(null);
  useEffect(() => {
    let active = true;
    getOrder(id)
      .then((order) => active && setAnswer({ id, state: { status: 'ready', order } }))
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setAnswer({
          id,
          state: { status: 'failed', message: orderErrorMessage(error, MESSAGES.ordersLoadFailed) },
        });
      });
    return () => {
      active = false;
    };
  }, [id]);
  const reload = useCallback(
    () =>
      getOrder(id).then(
        (order) => setAnswer({ id, state: { status: 'ready', order } }),
        (error: unknown) => console.error(error),
      ),
    [id],
  );
  const state: OrderState = answer?.id === id ? answer.state : { status: 'loading' };
  return { state, reload };
}

/** The site settings (bank transfer instructions, contact); null while loading, 'failed' when unreadable. */
export function usePaymentSettings(): SiteSettings | null | 'failed' {
  const [settings, setSettings] = useState<SiteSettings | null | 'failed'>(null);
  useEffect(() => {
    let active = true;
    loadSiteSettings()
      .then((loaded) => active && setSettings(loaded))
      .catch(() => active && setSettings('failed'));
    return () => {
      active = false;
    };
  }, []);
  return settings;
}
