import { defineRemote } from '../tools/define-remote';
import { exposes } from './exposes';
import { authRoutes } from './route-list';

export default defineRemote({ dir: __dirname, name: 'auth', port: 3002, routes: authRoutes, exposes });
