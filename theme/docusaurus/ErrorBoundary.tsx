/** `@docusaurus/ErrorBoundary`: shows `fallback({ error, tryAgain })` when its children throw. */
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
}

export default class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const tryAgain = () => this.setState({ error: null });
    return this.props.fallback ? (
      this.props.fallback({ error, tryAgain })
    ) : (
      <div className="sg-crash" role="alert">
        <p className="sg-crash__title">This page crashed.</p>
        <p className="sg-crash__message">{error.message}</p>
        <button type="button" className="sg-button" onClick={tryAgain}>
          Try again
        </button>
      </div>
    );
  }
}
