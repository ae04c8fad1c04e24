// The outermost boundary, around the lazy chunks themselves: react-admin and MUI may not be
// loaded here, so the fallback is plain HTML.
import { Component, type ReactNode } from 'react';
import { createTranslate } from '../../providers/translate';
import { reloadForChunkError } from './chunkReload';

interface State {
  error: unknown;
}

export class ShellErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown) {
    reloadForChunkError(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const t = createTranslate();
    return (
      <main style={{ maxWidth: 480, margin: '15vh auto', padding: 24, textAlign: 'center' }}>
        <h1 style={{ fontWeight: 500 }}>{t('app.pages.server_error.title')}</h1>
        <p>{t('app.pages.server_error.text')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('app.pages.server_error.retry')}
        </button>
      </main>
    );
  }
}
