import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { theme } from '../theme/theme';
import { RatingStars } from './rating-stars';

const renderStars = (element: React.ReactElement) =>
  render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);

/** the filled layer's width and the outlined layer's clip, as the browser is told to draw them */
function drawn(root: HTMLElement) {
  const [outlined, filledBox] = [root.querySelector('svg')!, root.querySelector('span')!];
  return { filledWidth: filledBox.style.width, outlinedClip: outlined.style.clipPath };
}

describe('RatingStars', () => {
  it('is an image named by its label, for a screen reader', () => {
    renderStars(<RatingStars value={4} label="4 dari 5 bintang" data-testid="stars" />);
    const stars = screen.getByRole('img', { name: '4 dari 5 bintang' });
    expect(stars).toBe(screen.getByTestId('stars'));
    expect(stars).not.toHaveAttribute('aria-hidden');
  });

  it('is hidden from screen readers without a label (the text beside it says the rating)', () => {
    const { container } = renderStars(<RatingStars value={4.8} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('fills the stars up to the rating, to the nearest tenth, and outlines the rest', () => {
    const { container } = renderStars(<RatingStars value={4.26} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('data-value', '4.3');
    // 4.3 of 5 stars: 86 % filled, the outlined ones drawn from there on
    expect(drawn(root)).toEqual({ filledWidth: '86%', outlinedClip: 'inset(0 0 0 86%)' });
    expect(root.querySelectorAll('svg')).toHaveLength(2);
    for (const svg of root.querySelectorAll('svg')) expect(svg.querySelectorAll('path')).toHaveLength(5);
  });

  it.each([
    [0, '0%'],
    [5, '100%'],
    [7, '100%'],
    [-1, '0%'],
    [Number.NaN, '0%'],
  ])('keeps a rating of %p within the five stars (%s filled)', (value, width) => {
    const { container } = renderStars(<RatingStars value={value} />);
    expect(drawn(container.firstElementChild as HTMLElement).filledWidth).toBe(width);
  });
});
