/**
 * The note to the seller typed at checkout, kept for the tab's session (sessionStorage, per account), so that
 * going back to the cart and forward again, or a reload, does not lose it. Cleared once the order is placed.
 */
const keyOf = (userId: string) => `koperasi.checkout-note.${userId}`;

export function loadCheckoutNote(userId: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function saveCheckoutNote(userId: string, note: string): void {
  try {
    if (note) sessionStorage.setItem(keyOf(userId), note);
    else sessionStorage.removeItem(keyOf(userId));
  } catch {
    // storage unavailable (private mode, full): the note lives as long as the page
  }
}

export function clearCheckoutNote(userId: string): void {
  saveCheckoutNote(userId, '');
}
