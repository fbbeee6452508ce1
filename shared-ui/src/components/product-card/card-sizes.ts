import { theme } from '../../theme/theme';

/*
 * The card's text blocks always take the same height (two lines of title, two of description, whatever the
 * text), so a card is as tall as its skeleton and products arriving never move the grid (layout shift).
 * Plain CSS lengths (strings: in sx a number is a theme spacing), for the card's sx and the skeleton's styles.
 */
/**
 * How wide a card's image is drawn, for its srcset (PAGE_CELL of the storefront's grid: one card a row on a
 * phone, two from 600 px, beside the 272 px sidebar from 900 px, three from 1200 px, four from 1536 px).
 * Narrower grids (beside the profile tabs) get a rendition a little larger than needed.
 */
/**
 * The cards of a grid whose pictures load at once and first (ProductCard's `priority`): the first row on the
 * widest screen (four columns), the page's largest paint. The storefront's grids and the cards the server draws
 * into the home page (shell/src/first-screen) both use it, so that both ask for the same pictures first.
 */
export const PRIORITY_CARDS = 4;

export const CARD_IMAGE_SIZES =
  '(min-width: 1536px) calc((100vw - 320px) / 4), (min-width: 1200px) calc((100vw - 320px) / 3), ' +
  '(min-width: 900px) calc((100vw - 320px) / 2), (min-width: 600px) calc((100vw - 64px) / 2), calc(100vw - 24px)';

export const TITLE_SX = {
  fontSize: '1rem',
  lineHeight: 1.4,
  minHeight: '2.8em',
  marginBottom: '4px',
} as const;
export const DESCRIPTION_SX = { fontSize: '0.875rem', lineHeight: 1.43, minHeight: '2.86em' } as const;
export const PRICE_SX = { marginTop: '8px', fontSize: '1.05rem', lineHeight: 1.5 } as const;
export const META_SX = { height: '22px', marginBottom: '4px' } as const;

/**
 * The card's frame (MUI's outlined Card with the theme: its background, border and corners), the same for the
 * card and its skeleton, so one takes the other's place exactly.
 */
export const CARD_FRAME = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  boxSizing: 'border-box',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
} as const;
