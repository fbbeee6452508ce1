/**
 * What a measuring script puts in storage before a page's own scripts run, from the environment: AS=admin|
 * seller|seller2|buyer a demo account's session (as supabase-js keeps it), CART=1 the newest product in the
 * saved cart (as shared-services' cart storage keeps it, two of it). Each string is a context init script.
 */
import { AUTH_STORAGE_KEY, DEMO, passwordSession, type Stack } from '../src/harness';

export async function pageInit(stack: Stack, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const init: string[] = [];
  const as = env.AS as keyof typeof DEMO | undefined;
  if (as) {
    if (!(as in DEMO)) throw new Error(`AS: one of ${Object.keys(DEMO).join(', ')}`);
    const session = JSON.stringify(await passwordSession(DEMO[as]));
    init.push(`localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, ${JSON.stringify(session)})`);
  }
  if (env.CART) {
    const [product] = await stack.admin<{ id: number; name: string; price: number; images: string[] }[]>(
      '/rest/v1/products?select=id,name,price,images&order=created_at.desc&limit=1',
    );
    if (!product) throw new Error('no product in the seed');
    const line = { productId: product.id, name: product.name, price: Number(product.price), quantity: 2 };
    const cart = JSON.stringify([{ ...line, image: product.images[0] ?? '' }]);
    init.push(`localStorage.setItem('koperasi.cart.v1', ${JSON.stringify(cart)})`);
  }
  return init;
}
