import { defineRemote } from '../tools/define-remote';
import { exposes } from './exposes';
import { storefrontRoutes } from './route-list';

export default defineRemote({
  dir: __dirname,
  name: 'storefront',
  port: 3001,
  routes: storefrontRoutes,
  exposes,
});
