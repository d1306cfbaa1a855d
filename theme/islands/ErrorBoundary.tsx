/**
 * Keeps a crashing island from taking the page down: shows "This page
 * crashed." with a "Try again" button that re-mounts the children.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate, TranslationContext, type Translation } from '../i18n/translate.ts';

interface State {
  error: Error | null;
  attempt: number;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = TranslationContext;
  declare context: Translation;
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('sitegen island crashed:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div className="sg-crash" role="alert">
          <p className="sg-crash__title">{translate(this.context, 'theme.ErrorPageContent.title')}</p>
          <p className="sg-crash__message">{this.state.error.message}</p>
          <button
            type="button"
            className="sg-button"
            onClick={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
          >
            {translate(this.context, 'theme.ErrorPageContent.tryAgain')}
          </button>
        </div>
      );
    }
    return <ErrorBoundaryKey key={this.state.attempt}>{this.props.children}</ErrorBoundaryKey>;
  }
}

function ErrorBoundaryKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
