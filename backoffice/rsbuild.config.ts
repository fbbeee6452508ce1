import { defineRemote } from '../tools/define-remote';
import { exposes } from './exposes';
import { backofficeRoutes } from './route-list';

export default defineRemote({
  dir: __dirname,
  name: 'backoffice',
  port: 3003,
  routes: backofficeRoutes,
  exposes,
});
