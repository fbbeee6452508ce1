import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router 7 needs them (notes/mf-rsbuild.md P9).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Remote builds define the version they were built as.
Object.assign(globalThis, { __REMOTE_VERSION__: 'test' });
