import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '@koperasi/shared-ui';
import { reportShellError } from './remote-versions';

interface Props {
  children: ReactNode;
  /** a new value (the next navigation) clears a caught error and draws the children again */
  resetKey?: string;
}
interface State {
  error: unknown;
  /** the text of a thrown Response, once read */
  responseText?: string;
  resetKey?: string;
}

/**
 * Catches a remote route module that failed to load or render (RemoteRoute gives it the location's key as
 * `resetKey`, so one failed remote does not keep showing the error after any navigation), and, around the
 * whole route table, an error in a layout. A route response error (a Response thrown by a route module)
 * shows its status, status text and data text; any other error the generic page.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, responseText: undefined };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, responseText: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof Response) {
      error.text().then(
        (responseText) => this.state.error === error && this.setState({ responseText }),
        () => undefined,
      );
      return;
    }
    reportShellError('Route failed', error, info.componentStack);
  }

  override render() {
    const { error, responseText } = this.state;
    if (!error) return this.props.children;
    if (error instanceof Response) {
      return <ErrorPage title={`${error.status} ${error.statusText}`.trim()} message={responseText ?? ''} />;
    }
    return <ErrorPage />;
  }
}
