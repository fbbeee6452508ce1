import { FRAME_HOLD_MAX_MS, frameHoldMaxMs, holdFrame, pageHasDrawn } from './hold-frame';

/** index.html's body: the frame inside the app's container, with the server's cards unless `skeletons`. */
function page(frameClass: string, skeletons = false): HTMLElement {
  const drawn = skeletons
    ? ''
    : `<div class="kf-g kf-p" data-ready="[data-testid=&quot;product-card&quot;]">
    <div class="kf-cell"><article data-testid="product-card">Beras</article></div></div>`;
  document.body.innerHTML = `<div id="root"><div class="${frameClass}" id="kf"><div class="kf-g kf-sk"></div>${drawn}</div></div>`;
  return document.getElementById('root')!;
}

/** What React draws: the layout's main element with `content` in it. */
function draw(root: HTMLElement, content: string): void {
  root.innerHTML = `<header>Koperasi</header><main id="main">${content}</main>`;
}

/** Lets the mutation observer's callback run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('pageHasDrawn', () => {
  it('waits for a main element with something in it', () => {
    const root = document.createElement('div');
    expect(pageHasDrawn(root)).toBe(false);
    root.innerHTML = '<main></main>';
    expect(pageHasDrawn(root)).toBe(false);
  });

  it('waits while the page loads, and not once its cards, an error or another page are drawn', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><div role="status" aria-busy="true">Memuat halaman</div></main>';
    expect(pageHasDrawn(root)).toBe(false);
    root.innerHTML = '<main><section><div aria-busy="true"></div></section></main>';
    expect(pageHasDrawn(root)).toBe(false);
    // the cards are drawn while another part (the articles) still loads
    root.innerHTML =
      '<main><article data-testid="product-card"></article><div aria-busy="true"></div></main>';
    expect(pageHasDrawn(root)).toBe(true);
    root.innerHTML = '<main><div role="alert">Gagal memuat data produk</div></main>';
    expect(pageHasDrawn(root)).toBe(true);
    root.innerHTML = '<main><div aria-busy="false"><p>Tidak ada produk</p></div></main>';
    expect(pageHasDrawn(root)).toBe(true);
  });

  it("takes what the server's screen names as the page's own (a product's price), and ignores a bad selector", () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><p data-testid="product-price">Rp 10.000</p><div aria-busy="true"></div></main>';
    expect(pageHasDrawn(root, '[data-testid="product-price"]')).toBe(true);
    expect(pageHasDrawn(root, '[data-testid="product-card"]')).toBe(false);
    expect(pageHasDrawn(root, '[[')).toBe(false);
    root.innerHTML = '<main><p>Produk tidak ditemukan</p></main>';
    expect(pageHasDrawn(root, '[[')).toBe(true);
  });
});

describe('holdFrame', () => {
  it('holds the frame with the server cards above the hidden app until the page has drawn its cards', async () => {
    const root = page('kf kf-home');
    const frame = document.getElementById('kf')!;
    holdFrame(root);
    expect(frame.parentElement).toBe(document.body);
    expect(frame.nextElementSibling).toBe(root);
    expect(frame).toHaveClass('kf-o');
    expect(root.style.visibility).toBe('hidden');

    draw(root, '<div role="status" aria-busy="true">Memuat halaman</div>');
    await observed();
    expect(frame.isConnected).toBe(true);

    draw(root, '<article data-testid="product-card">Beras</article>');
    await observed();
    expect(frame.isConnected).toBe(false);
    expect(root.style.visibility).toBe('');
    expect(document.querySelectorAll('[data-testid="product-card"]')).toHaveLength(1);
  });

  it("holds a product's page until the app's page shows the element its screen names (data-ready)", async () => {
    document.body.innerHTML = `<div id="root"><div class="kf" id="kf"><div class="kf-p kf-pd"
      data-ready="[data-testid=&quot;product-price&quot;]"><h1>Beras</h1><p data-testid="product-price">Rp 10.000</p>
      </div></div></div>`;
    const root = document.getElementById('root')!;
    const frame = document.getElementById('kf')!;
    holdFrame(root);
    // the product is drawn while its reviews still load: the frame goes
    draw(root, '<h1>Beras</h1><section><div aria-busy="true"></div></section>');
    await observed();
    expect(frame.isConnected).toBe(true);
    draw(root, '<h1>Beras</h1><p data-testid="product-price">Rp 10.000</p><div aria-busy="true"></div>');
    await observed();
    expect(frame.isConnected).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('lets go when the page stops loading without cards (aria-busy turned false)', async () => {
    const root = page('kf');
    const frame = document.getElementById('kf')!;
    holdFrame(root);
    draw(root, '<div class="grid" aria-busy="true"></div>');
    await observed();
    expect(frame.isConnected).toBe(true);
    root.querySelector('.grid')!.setAttribute('aria-busy', 'false');
    await observed();
    expect(frame.isConnected).toBe(false);
  });

  it('lets go after the longest hold, whatever the app has drawn', () => {
    jest.useFakeTimers();
    const root = page('kf');
    holdFrame(root, 5000);
    jest.advanceTimersByTime(4999);
    expect(document.getElementById('kf')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById('kf')).toBeNull();
    expect(root.style.visibility).toBe('');
  });

  it('lets go at once when asked (an app that cannot start), and only once', () => {
    const root = page('kf');
    const release = holdFrame(root);
    release();
    expect(document.getElementById('kf')).toBeNull();
    expect(root.style.visibility).toBe('');
    draw(root, '<p>Konfigurasi tidak dapat dimuat</p>');
    expect(() => release()).not.toThrow();
    expect(root.querySelector('main')).not.toBeNull();
  });

  it.each([
    ['a frame of skeletons', 'kf kf-home', true],
    ["a signed-in user's frame (their page may list other products)", 'kf kf-u', false],
  ])('leaves %s in the app for React to replace', (_, frameClass, skeletons) => {
    const root = page(frameClass, skeletons);
    holdFrame(root)();
    const frame = document.getElementById('kf')!;
    expect(frame.parentElement).toBe(root);
    expect(frame).not.toHaveClass('kf-o');
    expect(root.style.visibility).toBe('');
  });
});

describe('frameHoldMaxMs', () => {
  const inline = (json: string) => {
    document.head.innerHTML = `<script type="application/json" id="koperasi-runtime-config">${json}</script>`;
  };
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("takes the environment's firstScreen.holdMaxMs from the config inlined in the page", () => {
    inline('{"environment":"e2e","firstScreen":{"holdMaxMs":45000}}');
    expect(frameHoldMaxMs()).toBe(45000);
    inline('{"environment":"e2e","firstScreen":{"holdMaxMs":0}}');
    expect(frameHoldMaxMs()).toBe(0);
  });

  it('falls back to the default without a config, without the setting, or with a wrong one', () => {
    expect(frameHoldMaxMs()).toBe(FRAME_HOLD_MAX_MS);
    inline('{"environment":"local"}');
    expect(frameHoldMaxMs()).toBe(FRAME_HOLD_MAX_MS);
    inline('{"firstScreen":{"holdMaxMs":"long"}}');
    expect(frameHoldMaxMs()).toBe(FRAME_HOLD_MAX_MS);
    inline('{"firstScreen":{"holdMaxMs":-5}}');
    expect(frameHoldMaxMs()).toBe(FRAME_HOLD_MAX_MS);
    inline('not json');
    expect(frameHoldMaxMs()).toBe(FRAME_HOLD_MAX_MS);
  });
});
