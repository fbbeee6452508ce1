/**
 * jest's asymmetric matchers, typed `unknown`: @types/jest declares them as returning `any`, and an `any`
 * inside an expected object is what no-unsafe-assignment reports. Same matchers, same behaviour.
 */
export const anyOf = (type: unknown): unknown => expect.any(type);
export const anything = (): unknown => expect.anything();
export const stringContaining = (text: string): unknown => expect.stringContaining(text);
