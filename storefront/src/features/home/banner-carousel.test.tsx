import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { BannerCarousel } from './banner-carousel';

const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('BannerCarousel', () => {
  it('shows two slides and advances every 5 seconds, wrapping around', () => {
    renderWithProviders(<BannerCarousel />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(current()).toBe(0);
    expect(screen.getByRole('heading', { name: 'Hasil Laut Segar dari Nelayan Anggota' })).toBeVisible();
    advance(4999);
    expect(current()).toBe(0);
    advance(1);
    expect(current()).toBe(1);
    advance(5000);
    expect(current()).toBe(0);
  });

  it('goes back and forth with the previous and next buttons, wrapping', () => {
    renderWithProviders(<BannerCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Slide sebelumnya' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Slide berikutnya' }));
    expect(current()).toBe(0);
  });

  it('jumps to a slide with its dot and marks the current dot', () => {
    renderWithProviders(<BannerCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Ke slide 2' }));
    expect(current()).toBe(1);
    expect(screen.getByRole('button', { name: 'Ke slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Ke slide 1' })).toHaveAttribute('aria-current', 'false');
  });

  it('stands still while hovered and moves on after', () => {
    renderWithProviders(<BannerCarousel />);
    const carousel = screen.getByRole('region', { name: 'Banner promosi' });
    fireEvent.mouseEnter(carousel);
    advance(15000);
    expect(current()).toBe(0);
    fireEvent.mouseLeave(carousel);
    advance(5000);
    expect(current()).toBe(1);
  });

  it('stands still while something inside has the focus', () => {
    renderWithProviders(<BannerCarousel />);
    fireEvent.focus(screen.getByRole('button', { name: 'Slide berikutnya' }));
    advance(15000);
    expect(current()).toBe(0);
    fireEvent.blur(screen.getByRole('button', { name: 'Slide berikutnya' }));
    advance(5000);
    expect(current()).toBe(1);
  });

  it('never moves by itself when reduced motion is asked for', () => {
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    renderWithProviders(<BannerCarousel />);
    advance(20000);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Slide berikutnya' }));
    expect(current()).toBe(1);
  });

  it('leads each slide to its products', () => {
    renderWithProviders(<BannerCarousel />);
    expect(screen.getByRole('link', { name: 'Belanja Perikanan' })).toHaveAttribute(
      'href',
      '/products?division=Perikanan',
    );
  });
});
