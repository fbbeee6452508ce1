const dateTime = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A message's or reply's time as people in the cooperative read it: '7 Des 2026, 09.15 WIB'. */
export function formatMessageTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} WIB`;
}
