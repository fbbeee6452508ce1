import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Remote builds define the version they were built as.
Object.assign(globalThis, { __REMOTE_VERSION__: 'test' });
