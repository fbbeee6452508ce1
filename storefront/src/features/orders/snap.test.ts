import { loadSnap, type Snap } from './snap';

const CONFIG = { snapJsUrl: 'http://127.0.0.1:54321/__midtrans/snap/snap.js', clientKey: 'SB-Mid-client-x' };
const scripts = () => document.head.querySelectorAll<HTMLScriptElement>(`script[src="${CONFIG.snapJsUrl}"]`);

afterEach(() => {
  delete window.snap;
  document.head.innerHTML = '';
});

describe('loadSnap', () => {
  it('adds snap.js once, with the client key, and answers window.snap once it ran', async () => {
    const snap: Snap = { pay: jest.fn() };
    const first = loadSnap(CONFIG);
    const second = loadSnap(CONFIG);
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0]!;
    expect(script.getAttribute('data-client-key')).toBe('SB-Mid-client-x');
    window.snap = snap;
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(snap);
    await expect(second).resolves.toBe(snap);
    // loaded: no second script
    await expect(loadSnap(CONFIG)).resolves.toBe(snap);
    expect(scripts()).toHaveLength(1);
  });

  it('forgets a failed load, so the next attempt tries again', async () => {
    const failed = loadSnap(CONFIG);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('snap.js could not be loaded');
    expect(scripts()).toHaveLength(0);

    const retried = loadSnap(CONFIG);
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('load'));
    // the script ran but did not define the window
    await expect(retried).rejects.toThrow('without window.snap');
  });
});
