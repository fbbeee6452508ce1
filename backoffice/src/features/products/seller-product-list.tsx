import { selectUser, useAppSelector } from '@koperasi/shared-services';
import { ProductList } from './product-list';

export interface SellerProductListProps {
  createPath: string;
  editPath: (id: number) => string;
}

/** 'Produk Saya': the signed-in seller's own products. */
export function SellerProductList({ createPath, editPath }: SellerProductListProps) {
  const userId = useAppSelector(selectUser)?.id ?? '';
  return <ProductList title="Produk Saya" sellerId={userId} createPath={createPath} editPath={editPath} />;
}
