/** Today in Jakarta time as 'YYYY-MM-DD' (the database's dates for payouts and capital are WIB days). */
export function todayIso(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(now);
}
