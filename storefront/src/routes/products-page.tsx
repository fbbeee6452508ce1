import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { getFeaturedProducts, getSidebarDivisions, type ProductSummary } from '@koperasi/shared-services';
import { ProductGrid } from '../features/catalog/product-grid';

/** Products by ?category, ?division or ?q (the storefront issue moves this onto the database). */
export default function ProductsPage() {
  const [params] = useSearchParams();
  const [products, setProducts] = useState<ProductSummary[]>([]);
  const [title, setTitle] = useState('Semua Produk');
  const category = params.get('category');
  const division = params.get('division');
  const q = params.get('q')?.toLowerCase() ?? '';

  useEffect(() => {
    let active = true;
    void Promise.all([getFeaturedProducts(), getSidebarDivisions()]).then(([all, divisions]) => {
      if (!active) return;
      const categoryName = divisions.flatMap((d) => d.categories).find((c) => String(c.id) === category)?.name;
      setTitle(categoryName ?? division ?? (q ? `Hasil pencarian "${q}"` : 'Semua Produk'));
      setProducts(
        all.filter(
          (p) =>
            (!category || p.category === categoryName) &&
            (!division || p.division === division) &&
            (!q || `${p.name} ${p.description}`.toLowerCase().includes(q)),
        ),
      );
    });
    return () => {
      active = false;
    };
  }, [category, division, q]);

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {products.length ? (
        <ProductGrid products={products} />
      ) : (
        <Typography color="text.secondary">Belum ada produk untuk pilihan ini.</Typography>
      )}
    </Box>
  );
}
