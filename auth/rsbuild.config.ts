import { defineRemote } from '../tools/define-remote';
import { exposes } from './exposes';

export default defineRemote({ dir: __dirname, name: 'auth', port: 3002, exposes });
