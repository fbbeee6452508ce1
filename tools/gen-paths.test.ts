import fs from 'node:fs';
import { builderName, generatePaths, PATHS_FILE } from './gen-paths';
import * as paths from '../shared-services/src/paths';

describe('the typed path builder (shared-services/src/paths.ts)', () => {
  it('is what the route lists give (pnpm gen:paths writes it again)', async () => {
    expect(fs.readFileSync(PATHS_FILE, 'utf8')).toBe(await generatePaths());
  });

  it("names each route's function after its module and fills in its parameters, encoded", () => {
    expect(builderName('ProductEditPage')).toBe('productEdit');
    expect(paths.home()).toBe('/');
    expect(paths.product(12)).toBe('/products/12');
    expect(paths.productEdit('7')).toBe('/admin/products/7/edit');
    expect(paths.shuPrint(2026)).toBe('/admin/shu/2026/cetak');
    expect(paths.article('a/b c')).toBe('/artikel/a%2Fb%20c');
    expect(paths.login()).toBe('/auth/login');
  });
});
