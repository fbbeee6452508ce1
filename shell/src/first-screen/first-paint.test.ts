import { afterFirstPaint, FIRST_PAINT_WAIT_MAX_MS, hasDrawnFirstScreen } from './first-paint';

/** index.html's frame, with the server's cards in it unless `skeletons`. */
function frame(skeletons = false): void {
  const drawn = skeletons
    ? ''
    : '<div class="kf-g kf-p"><article data-testid="product-card">Beras</article></div>';
  document.body.innerHTML = `<div id="root"><div class="kf" id="kf"><div class="kf-g kf-sk"></div>${drawn}</div></div>`;
}

/** Frames come only when `paint` is called. */
function controlledFrames(): { paint: () => void } {
  const pending: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending.push(callback);
    return pending.length;
  });
  return { paint: () => pending.splice(0).forEach((callback) => callback(performance.now())) };
}

/** Whether `promise` has settled once the queued tasks up to now have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('hasDrawnFirstScreen', () => {
  it('tells a frame with the server’s cards from a frame of skeletons and from no frame', () => {
    frame();
    expect(hasDrawnFirstScreen()).toBe(true);
    frame(true);
    expect(hasDrawnFirstScreen()).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(hasDrawnFirstScreen()).toBe(false);
  });
});

describe('afterFirstPaint', () => {
  it('waits for the next frame on a page the server drew, then for the task after it', async () => {
    frame();
    const frames = controlledFrames();
    const painted = afterFirstPaint();
    expect(await settled(painted)).toBe(false);
    frames.paint();
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait on a page without a drawn first screen', async () => {
    frame(true);
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame');
    expect(await settled(afterFirstPaint())).toBe(true);
    expect(requestFrame).not.toHaveBeenCalled();
  });

  it('does not wait longer than its limit when no frame comes (a hidden tab)', async () => {
    frame();
    controlledFrames();
    const painted = afterFirstPaint();
    await jest.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MAX_MS - 1);
    expect(await settled(painted)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });
});
