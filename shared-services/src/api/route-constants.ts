/** How many products the home page's 'Produk Unggulan' shows: six fill the grid at two and three columns. */
export const FEATURED_PRODUCT_COUNT = 6;
