import { todayInJakarta } from '@koperasi/shared-services';

/** Today in Jakarta time as 'YYYY-MM-DD' (the database's dates for payouts and capital are WIB days). */
export function todayIso(now = new Date()): string {
  return todayInJakarta(now);
}
