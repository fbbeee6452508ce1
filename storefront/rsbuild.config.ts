import { defineRemote } from '../tools/define-remote';
import { exposes } from './exposes';

export default defineRemote({ dir: __dirname, name: 'storefront', port: 3001, exposes });
