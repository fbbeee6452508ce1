import { useEffect, useState } from 'react';
import { Link as RouterLink, Box, Button, IconButton, Stack, Typography } from '@koperasi/shared-ui';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SetMeal from '@mui/icons-material/SetMeal';
import Spa from '@mui/icons-material/Spa';
import { CAROUSEL_INTERVAL_MS, paths } from '@koperasi/shared-services';

export interface Slide {
  title: string;
  text: string;
  cta: string;
  to: string;
  background: string;
  icon: typeof SetMeal;
}

export const SLIDES: Slide[] = [
  {
    title: 'Hasil Laut Segar dari Nelayan Anggota',
    text: 'Ikan segar dan olahan langsung dari koperasi perikanan, dikirim dalam kondisi terbaik.',
    cta: 'Belanja Perikanan',
    to: paths.products({ division: 'Perikanan' }),
    background: 'linear-gradient(120deg, #0f766e 0%, #0e7490 100%)',
    icon: SetMeal,
  },
  {
    title: 'Pertanian Organik & Teknologi Hijau',
    text: 'Produk organik, bibit unggul, dan solusi ramah lingkungan untuk rumah dan usaha Anda.',
    cta: 'Jelajahi Produk',
    to: paths.products(),
    background: 'linear-gradient(120deg, #15803d 0%, #65a30d 100%)',
    icon: Spa,
  },
];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion; follows the setting while the page is open. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION).matches,
  );
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query?.addEventListener) return;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** Beside the text on wide screens; in the bottom corners, next to the dots, on a phone. */
const arrowSx = {
  position: 'absolute',
  top: { xs: 'auto', sm: '50%' },
  bottom: { xs: 4, sm: 'auto' },
  transform: { xs: 'none', sm: 'translateY(-50%)' },
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.25)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.4)' },
} as const;

/**
 * The home banner: slides advancing every 5 s and wrapping around, with previous/next buttons and dots.
 * It stands still while hovered or focused, and never moves by itself when reduced motion is asked for.
 */
export function BannerCarousel({ slides = SLIDES }: { slides?: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const rotating = !hovered && !focused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Banner promosi"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{
        position: 'relative',
        borderRadius: 3,
        overflow: 'hidden',
        height: { xs: 240, sm: 240, md: 280 },
        color: '#fff',
      }}
    >
      <Box aria-live={rotating ? 'off' : 'polite'} sx={{ position: 'absolute', inset: 0 }}>
        {slides.map((slide, slideIndex) => {
          const Icon = slide.icon;
          const current = slideIndex === index;
          return (
            <Box
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} dari ${count}`}
              aria-hidden={!current}
              sx={{
                position: 'absolute',
                inset: 0,
                background: slide.background,
                px: { xs: 3, sm: 9, md: 10 },
                pb: { xs: 5, sm: 0 },
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                opacity: current ? 1 : 0,
                visibility: current ? 'visible' : 'hidden',
                transition: reducedMotion ? 'none' : 'opacity 600ms ease, visibility 600ms',
              }}
            >
              <Icon
                aria-hidden
                sx={{
                  position: 'absolute',
                  right: { xs: -24, md: 40 },
                  bottom: { xs: -24, md: 'auto' },
                  fontSize: { xs: 140, md: 200 },
                  opacity: 0.15,
                }}
              />
              <Typography
                variant="h1"
                component="h2"
                sx={{
                  fontSize: { xs: '1.35rem', sm: '1.6rem', md: '2rem' },
                  mb: 1,
                  maxWidth: 620,
                  position: 'relative',
                }}
              >
                {slide.title}
              </Typography>
              <Typography
                sx={{
                  maxWidth: 560,
                  mb: 2,
                  opacity: 0.92,
                  fontSize: { xs: '0.9rem', sm: '1rem' },
                  position: 'relative',
                }}
              >
                {slide.text}
              </Typography>
              <Box sx={{ position: 'relative' }}>
                <Button
                  component={RouterLink}
                  to={slide.to}
                  variant="contained"
                  color="secondary"
                  tabIndex={current ? 0 : -1}
                >
                  {slide.cta}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
      <IconButton aria-label="Slide sebelumnya" onClick={() => go(index - 1)} sx={{ ...arrowSx, left: 8 }}>
        <ChevronLeft />
      </IconButton>
      <IconButton aria-label="Slide berikutnya" onClick={() => go(index + 1)} sx={{ ...arrowSx, right: 8 }}>
        <ChevronRight />
      </IconButton>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ position: 'absolute', bottom: 6, left: '50%', transform: 'translateX(-50%)' }}
      >
        {slides.map((slide, slideIndex) => (
          <Box
            key={slide.title}
            component="button"
            type="button"
            aria-label={`Ke slide ${slideIndex + 1}`}
            aria-current={slideIndex === index}
            onClick={() => go(slideIndex)}
            sx={{
              width: 28,
              height: 28,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              '&::after': {
                content: '""',
                width: slideIndex === index ? 22 : 10,
                height: 10,
                borderRadius: 5,
                bgcolor: slideIndex === index ? '#fff' : 'rgba(255,255,255,0.55)',
                transition: reducedMotion ? 'none' : 'width 200ms',
              },
              '&:focus-visible': { outline: '2px solid #fff', outlineOffset: -2, borderRadius: 1 },
            }}
          />
        ))}
      </Stack>
    </Box>
  );
}
