import { defineRemote } from '../tools/define-remote';
import { exposes } from './exposes';

export default defineRemote({ dir: __dirname, name: 'backoffice', port: 3003, exposes });
