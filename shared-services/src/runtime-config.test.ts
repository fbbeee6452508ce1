import { configureMidtrans, getMidtransConfig, isRuntimeConfig } from './runtime-config';

const CONFIG = {
  environment: 'local',
  supabase: { url: 'http://127.0.0.1:54321', anonKey: 'anon' },
  remotes: { storefront: 'http://localhost:3001/1.0.0/mf-manifest.json' },
};
const MIDTRANS = {
  snapJsUrl: 'http://127.0.0.1:54321/__midtrans/snap/snap.js',
  clientKey: 'SB-Mid-client-x',
};

afterEach(() => configureMidtrans(null));

describe('runtime config', () => {
  it('takes an environment with or without online payment', () => {
    expect(isRuntimeConfig(CONFIG)).toBe(true);
    expect(isRuntimeConfig({ ...CONFIG, midtrans: MIDTRANS })).toBe(true);
  });

  it('refuses a malformed midtrans block', () => {
    expect(isRuntimeConfig({ ...CONFIG, midtrans: {} })).toBe(false);
    expect(isRuntimeConfig({ ...CONFIG, midtrans: { snapJsUrl: '', clientKey: 'k' } })).toBe(false);
    expect(isRuntimeConfig({ ...CONFIG, midtrans: { snapJsUrl: MIDTRANS.snapJsUrl } })).toBe(false);
  });

  it('keeps the payment gateway settings for every remote', () => {
    expect(getMidtransConfig()).toBeNull();
    configureMidtrans(MIDTRANS);
    expect(getMidtransConfig()).toEqual(MIDTRANS);
    configureMidtrans(undefined);
    expect(getMidtransConfig()).toBeNull();
  });
});
