/**
 * Around a part of the page that can fail on its own: a panel loaded on demand (Replay, Play)
 * whose code cannot be fetched (the network dropped, the app was redeployed under this open page),
 * or the 3D chamber in a browser without WebGL. The part says what failed in one readable line;
 * the rest of the page keeps working. Without it React would unmount the whole page.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  readonly what: string;
  readonly children: ReactNode;
  /** Shows nothing on failure: another part of the same panel says it (Play's scene part). */
  readonly silent?: boolean;
  /** What to show instead; by default one line and a reload button. */
  readonly fallback?: (error: Error) => ReactNode;
}
interface State { readonly error: Error | null }

export class PanelBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.silent) return null;
    if (this.props.fallback) return this.props.fallback(error);
    return (
      <span className="panel-error" data-testid="panel-error">
        {`Could not load the ${this.props.what}: ${error.message.split('\n')[0]}`}
        {' '}<button onClick={() => window.location.reload()}>Reload the page</button>
      </span>
    );
  }
}
