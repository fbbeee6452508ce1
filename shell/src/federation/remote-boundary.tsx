import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '@koperasi/shared-ui';

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
}

/**
 * Catches a remote route module that failed to load or render (RemoteRoute gives it a key per location, so
 * one failed remote does not keep showing the error after navigating elsewhere, notes P6), and, around the
 * whole route table, an error in a layout.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorPage /> : this.props.children;
  }
}
