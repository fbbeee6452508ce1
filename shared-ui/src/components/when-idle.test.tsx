import { act, render, screen } from '@testing-library/react';
import { WhenIdle, whenIdle } from './when-idle';

describe('WhenIdle', () => {
  it('draws the fallback first and the children once the browser is idle', async () => {
    render(
      <WhenIdle fallback={<p>bingkai</p>}>
        <p>isi</p>
      </WhenIdle>,
    );
    expect(screen.getByText('bingkai')).toBeInTheDocument();
    expect(screen.queryByText('isi')).not.toBeInTheDocument();
    expect(await screen.findByText('isi')).toBeInTheDocument();
    expect(screen.queryByText('bingkai')).not.toBeInTheDocument();
  });

  it('does not mount its children (nor start their work) before then', () => {
    const Child = jest.fn(() => null);
    render(
      <WhenIdle>
        <Child />
      </WhenIdle>,
    );
    expect(Child).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('asks requestIdleCallback, with a deadline, and can be cancelled', () => {
    const request = jest.spyOn(window, 'requestIdleCallback');
    const cancel = jest.spyOn(window, 'cancelIdleCallback');
    const task = jest.fn();
    const stop = whenIdle(task, 1500);
    expect(request).toHaveBeenCalledWith(task, { timeout: 1500 });
    stop();
    expect(cancel).toHaveBeenCalledWith(request.mock.results[0]!.value);
  });

  it('without requestIdleCallback (Safari), runs the task half a second later', () => {
    jest.useFakeTimers();
    const idleCallback = Object.getOwnPropertyDescriptor(window, 'requestIdleCallback');
    Object.assign(window, { requestIdleCallback: undefined });
    try {
      const task = jest.fn();
      whenIdle(task);
      act(() => jest.advanceTimersByTime(499));
      expect(task).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(task).toHaveBeenCalledTimes(1);
      const cancelled = jest.fn();
      whenIdle(cancelled)();
      act(() => jest.advanceTimersByTime(1000));
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      if (idleCallback) Object.defineProperty(window, 'requestIdleCallback', idleCallback);
    }
  });
});
