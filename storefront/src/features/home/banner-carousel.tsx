import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { CAROUSEL_INTERVAL_MS } from '@koperasi/shared-services';

export interface Slide {
  title: string;
  text: string;
  cta: string;
  to: string;
  background: string;
}

export const SLIDES: Slide[] = [
  {
    title: 'Hasil Laut Segar dari Nelayan Anggota',
    text: 'Ikan segar dan olahan langsung dari koperasi perikanan, dikirim dalam kondisi terbaik.',
    cta: 'Belanja Perikanan',
    to: '/products?division=Perikanan',
    background: 'linear-gradient(120deg, #0f766e 0%, #0e7490 100%)',
  },
  {
    title: 'Pertanian Organik & Teknologi Hijau',
    text: 'Produk organik, bibit unggul, dan solusi ramah lingkungan untuk rumah dan usaha Anda.',
    cta: 'Jelajahi Produk',
    to: '/products',
    background: 'linear-gradient(120deg, #15803d 0%, #65a30d 100%)',
  },
];

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Two slides advancing every 5 s and wrapping; paused while hovered or focused, or with reduced motion. */
export function BannerCarousel({ slides = SLIDES }: { slides?: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reducedMotion] = useState(prefersReducedMotion);
  const count = slides.length;

  useEffect(() => {
    if (paused || reducedMotion || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, count]);

  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Banner promosi"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', height: { xs: 220, md: 260 }, color: '#fff' }}
    >
      {slides.map((slide, slideIndex) => (
        <Box
          key={slide.title}
          role="group"
          aria-roledescription="slide"
          aria-label={`${slideIndex + 1} dari ${count}`}
          aria-hidden={slideIndex !== index}
          sx={{
            position: 'absolute',
            inset: 0,
            background: slide.background,
            px: { xs: 7, md: 10 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            opacity: slideIndex === index ? 1 : 0,
            visibility: slideIndex === index ? 'visible' : 'hidden',
            transition: reducedMotion ? 'none' : 'opacity 600ms ease',
          }}
        >
          <Typography variant="h1" component="h2" sx={{ fontSize: { xs: '1.4rem', md: '2rem' }, mb: 1 }}>
            {slide.title}
          </Typography>
          <Typography sx={{ maxWidth: 560, mb: 2, opacity: 0.92 }}>{slide.text}</Typography>
          <Box>
            <Button component={RouterLink} to={slide.to} variant="contained" color="secondary" tabIndex={slideIndex === index ? 0 : -1}>
              {slide.cta}
            </Button>
          </Box>
        </Box>
      ))}
      <IconButton aria-label="Slide sebelumnya" onClick={() => go(index - 1)} sx={{ position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)', color: '#fff', bgcolor: 'rgba(0,0,0,0.2)' }}>
        <ChevronLeft />
      </IconButton>
      <IconButton aria-label="Slide berikutnya" onClick={() => go(index + 1)} sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', color: '#fff', bgcolor: 'rgba(0,0,0,0.2)' }}>
        <ChevronRight />
      </IconButton>
      <Stack direction="row" spacing={1} sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}>
        {slides.map((slide, slideIndex) => (
          <Box
            key={slide.title}
            component="button"
            type="button"
            aria-label={`Ke slide ${slideIndex + 1}`}
            aria-current={slideIndex === index}
            onClick={() => go(slideIndex)}
            sx={{ width: 10, height: 10, p: 0, border: 0, borderRadius: '50%', cursor: 'pointer', bgcolor: slideIndex === index ? '#fff' : 'rgba(255,255,255,0.5)' }}
          />
        ))}
      </Stack>
    </Box>
  );
}
