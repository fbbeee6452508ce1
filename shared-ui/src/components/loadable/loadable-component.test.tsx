import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { loadableComponent } from './loadable-component';

function deferred<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Gagal memuat</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Halo {name}</p>;
}

describe('loadableComponent', () => {
  it('draws the fallback until the code arrives, then the component; later uses have it at once', async () => {
    const code = deferred<typeof Greeting>();
    const load = jest.fn(() => code.promise);
    const LazyGreeting = loadableComponent(load);
    const first = render(<LazyGreeting name="Dewi" fallback={<p>Memuat</p>} />);
    expect(screen.getByText('Memuat')).toBeInTheDocument();
    await act(async () => code.resolve(Greeting));
    expect(screen.getByText('Halo Dewi')).toBeInTheDocument();
    first.unmount();
    render(<LazyGreeting name="Dewi" fallback={<p>Memuat</p>} />);
    expect(screen.getByText('Halo Dewi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and the next use loads again', async () => {
    const failing = deferred<typeof Greeting>();
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockReturnValueOnce(failing.promise)
      .mockResolvedValueOnce(Greeting);
    const LazyGreeting = loadableComponent(load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Boundary>
        <LazyGreeting name="Budi" />
      </Boundary>,
    );
    await act(async () => failing.reject(new Error('chunk gagal')));
    expect(screen.getByText('Gagal memuat')).toBeInTheDocument();
    first.unmount();
    render(<LazyGreeting name="Budi" />);
    expect(await screen.findByText('Halo Budi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload starts the load once, before any use', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = loadableComponent(load);
    await LazyGreeting.preload();
    await LazyGreeting.preload();
    render(<LazyGreeting name="Sari" />);
    expect(screen.getByText('Halo Sari')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
