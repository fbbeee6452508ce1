import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value only after it has settled for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'ik' },
    });
    expect(result.current).toBe('ik');
    rerender({ value: 'ika' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'ikan' });
    act(() => jest.advanceTimersByTime(200));
    // 'ika' never settled: the timer restarted with 'ikan'
    expect(result.current).toBe('ik');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('ikan');
  });
});
