/** Business constants of the spec (section 9). */
export const RUPIAH_PER_BASE_UNIT = 15000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const TOAST_DURATION_MS = 4000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_MAX_STACK = 20;
export const COPYRIGHT_YEAR = 2024;
export const PLACEHOLDER_STOCK = 120;
