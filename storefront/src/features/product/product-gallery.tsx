import { useState } from 'react';
import { ButtonBase } from '@mui/material';
import { ProductImage, Box, Stack } from '@koperasi/shared-ui';

/**
 * The product's images: the chosen one large, all of them as thumbnails below (which can't be used while
 * `serverDrawn`: the server's first screen, until the page's own gallery replaces it).
 */
export function ProductGallery({
  images,
  name,
  serverDrawn = false,
}: {
  images: string[];
  name: string;
  serverDrawn?: boolean;
}) {
  const [chosen, setChosen] = useState(0);
  return (
    <Box>
      <Box sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <ProductImage
          src={images[chosen] ?? ''}
          alt={name}
          width={800}
          height={600}
          sizes="(min-width: 900px) calc(50vw - 176px), calc(100vw - 24px)"
          iconSize={96}
          loading="eager"
          fetchPriority="high"
          sx={{ height: 'auto', aspectRatio: '4 / 3' }}
        />
      </Box>
      {images.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, overflowX: 'auto', pb: 0.5 }} inert={serverDrawn}>
          {images.map((image, index) => (
            <ButtonBase
              key={image}
              onClick={() => setChosen(index)}
              aria-label={`Gambar ${index + 1} dari ${images.length}`}
              aria-pressed={index === chosen}
              sx={{
                flexShrink: 0,
                width: 72,
                height: 54,
                borderRadius: 2,
                overflow: 'hidden',
                outline: index === chosen ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: 1,
              }}
            >
              <ProductImage
                src={image}
                alt=""
                width={72}
                height={54}
                sizes="72px"
                iconSize={24}
                sx={{ height: '100%' }}
              />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Box>
  );
}
