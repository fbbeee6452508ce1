import type { ReactElement } from 'react';
import {
  renderWithProviders,
  type RenderOptions,
} from '@koperasi/shared-ui/src/test-utils/render-with-providers';

/** Where the auth screens lead: a page per destination, so a test can see where it landed. */
const DESTINATIONS: Record<string, string> = {
  '/': 'Beranda',
  '/auth/login': 'Halaman masuk',
  '/auth/register': 'Halaman daftar',
  '/auth/forgot-password': 'Halaman lupa password',
};

/** Renders one auth screen at its path with the shell's providers and the pages it links to. */
export function renderPage(
  path: string,
  page: ReactElement,
  options: Omit<RenderOptions, 'routes' | 'path'> = {},
) {
  const routes = [
    { path, element: page },
    ...Object.entries(DESTINATIONS)
      .filter(([destination]) => destination !== path)
      .map(([destination, text]) => ({ path: destination, element: <p>{text}</p> })),
  ];
  return renderWithProviders(null, { ...options, routes, path });
}

/** A promise the test settles itself, to look at the screen while a call is running. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The helper text MUI tied to a field with aria-describedby. */
export function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
