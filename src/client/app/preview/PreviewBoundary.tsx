import { Component, type ReactNode } from 'react';

interface Props {
  /** New data clears a previous failure. */
  resetKey: unknown;
  children: ReactNode;
}

/** A schema the engine cannot render shows why, instead of blanking the designer's frame. */
export class PreviewBoundary extends Component<Props, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: undefined });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-md border border-red-300 p-4 text-sm text-red-700">
        <p className="font-semibold">This form cannot be previewed.</p>
        <p className="mt-1 font-mono">{this.state.error.message}</p>
      </div>
    );
  }
}
