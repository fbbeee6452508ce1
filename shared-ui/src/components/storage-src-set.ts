/** The widths Storage renders an image in for a srcset: few, so that renditions are shared and cached. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

const PUBLIC_OBJECT = '/storage/v1/object/public/';
const PUBLIC_RENDER = '/storage/v1/render/image/public/';

/**
 * A srcset of Storage's image transformations for a public object URL of the project's storage
 * (`…/storage/v1/object/public/<bucket>/<path>` → `…/storage/v1/render/image/public/<bucket>/<path>?width=W`,
 * in WebP for browsers that take it); undefined for any other URL, which is shown as it is.
 */
export function storageSrcSet(src: string): string | undefined {
  const at = src.indexOf(PUBLIC_OBJECT);
  if (at < 0 || src.includes('?') || src.includes('#')) return undefined;
  // a srcset separates its candidates by white space and commas: neither may stay bare in a URL
  const rendered = (src.slice(0, at) + PUBLIC_RENDER + src.slice(at + PUBLIC_OBJECT.length))
    .replace(/\s/g, encodeURIComponent)
    .replace(/,/g, '%2C');
  return IMAGE_WIDTHS.map((width) => `${rendered}?width=${width} ${width}w`).join(', ');
}
