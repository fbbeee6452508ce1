import { useTheme } from '@mui/material';

/** Material's filled and outlined stars (the icons MUI's Rating draws), each in a 24 × 24 box. */
const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';
const MAX = 5;
/** one star's width, as MUI's Rating sizes its icons */
const STAR_SIZE = { small: '1.125rem', medium: '1.5rem' } as const;
/** the filled stars' colour, MUI Rating's */
const FILLED = '#faaf00';

/** Five stars in one SVG: the outlined (empty) ones, or the filled ones. */
function Stars({
  path,
  color,
  size,
  clipPath,
}: {
  path: string;
  color: string;
  size: string;
  clipPath?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${24 * MAX} 24`}
      fill={color}
      aria-hidden
      focusable={false}
      style={{ display: 'block', flexShrink: 0, width: `calc(${size} * ${MAX})`, height: size, clipPath }}
    >
      {Array.from({ length: MAX }, (_, index) => (
        <path key={index} d={path} transform={`translate(${24 * index} 0)`} />
      ))}
    </svg>
  );
}

export interface RatingStarsProps {
  /** 0 to 5, drawn to the nearest tenth */
  value: number;
  size?: keyof typeof STAR_SIZE;
  /**
   * What a screen reader says for the stars ('4 dari 5 bintang'). Without it the stars are hidden from
   * screen readers, for where the text beside them already says the rating.
   */
  label?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A read-only star rating: the filled stars up to the rating, the outlined ones after it, looking as MUI's
 * read-only Rating does. That one draws every star as ten clipped icons at a precision of 0.1 (about
 * a hundred styled elements per rating, a sixth of a product card's first render); this is three elements
 * and two SVGs. To give a rating, MUI's Rating stays (it is a radio group).
 */
export function RatingStars({ value, size = 'small', label, className, ...rest }: RatingStarsProps) {
  const theme = useTheme();
  const rounded = Math.min(MAX, Math.max(0, Math.round((Number.isFinite(value) ? value : 0) * 10) / 10));
  const starSize = STAR_SIZE[size];
  const percent = (rounded / MAX) * 100;
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className}
      data-testid={rest['data-testid']}
      data-value={rounded}
      style={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle' }}
    >
      {/* the outlined stars only where the filled ones do not cover them */}
      <Stars
        path={STAR_BORDER}
        color={theme.palette.action.disabled}
        size={starSize}
        clipPath={`inset(0 0 0 ${percent}%)`}
      />
      <span
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          bottom: 0,
          width: `${percent}%`,
          overflow: 'hidden',
        }}
      >
        <Stars path={STAR} color={FILLED} size={starSize} />
      </span>
    </span>
  );
}
