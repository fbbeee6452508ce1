import { formatOrderDateTime } from '@koperasi/shared-services';

/** A message's or reply's time as people in the cooperative read it: '7 Des 2026, 09.15 WIB' (dates.ts). */
export function formatMessageTime(iso: string): string {
  return formatOrderDateTime(iso, 'short');
}
