import { Component, type ReactNode } from 'react';

/**
 * A part of the page that throws while it draws is logged (`failure`, then the error) and
 * replaced by `fallback`; the rest of the page keeps working.
 */
export class LoggedBoundary extends Component<
  { failure: string; fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(this.props.failure, error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
