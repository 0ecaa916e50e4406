/**
 * Around a panel loaded on demand (Replay, Play): if its code cannot be fetched (the network
 * dropped, or the app was redeployed under this open page) or it throws, the panel shows one
 * readable line and a reload button; the chamber, the cards and the other modes keep working.
 * Without it React would unmount the whole page.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  readonly what: string;
  readonly children: ReactNode;
  /** Shows nothing on failure: another part of the same panel says it (Play's scene part). */
  readonly silent?: boolean;
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
    return (
      <span className="panel-error" data-testid="panel-error">
        {`Could not load the ${this.props.what}: ${error.message.split('\n')[0]}`}
        {' '}<button onClick={() => window.location.reload()}>Reload the page</button>
      </span>
    );
  }
}
