import { useCallback } from 'react';
import { getSellerProducts, selectUser, useAppSelector } from '@koperasi/shared-services';
import { ProductList } from './product-list';

export interface SellerProductListProps {
  createPath: string;
  editPath: (id: number) => string;
}

/** 'Produk Saya': the signed-in seller's own products. */
export function SellerProductList({ createPath, editPath }: SellerProductListProps) {
  const userId = useAppSelector(selectUser)?.id ?? '';
  const load = useCallback(() => getSellerProducts(userId), [userId]);
  return <ProductList title="Produk Saya" load={load} createPath={createPath} editPath={editPath} />;
}
