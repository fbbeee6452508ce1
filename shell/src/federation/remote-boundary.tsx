import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '@koperasi/shared-ui';
import { reportShellError } from './remote-versions';

interface Props {
  children: ReactNode;
}
interface State {
  error: unknown;
  /** the text of a thrown Response, once read */
  responseText?: string;
}

/**
 * Catches a remote route module that failed to load or render (RemoteRoute gives it a key per location, so
 * one failed remote does not keep showing the error after navigating elsewhere), and, around the
 * whole route table, an error in a layout. A route response error (a Response thrown by a route module)
 * shows its status, status text and data text; any other error the generic page.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, responseText: undefined };
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
