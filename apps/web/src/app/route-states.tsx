import { RotateCcw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type Location } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { retryFailedScreens } from './lazy-screen';

/** Shown while the first area chunk downloads. */
export function AppSplash() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh items-center justify-center bg-white" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <LogoMark className="h-14 w-14 animate-pulse" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    </div>
  );
}

type BoundaryProps = { location: Location; children: ReactNode };
type BoundaryState = { error: unknown; location: Location };

/**
 * Catches render errors and failed chunk loads (e.g. right after a deploy). A navigation clears the error, so the
 * screen is rendered again, or its code fetched again, by the next one (the same address included: "Try again").
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.location.key === state.location.key) return null;
    // Idempotent, so safe here: a screen whose code failed to load fetches it again.
    if (state.error) retryFailedScreens();
    return { error: null, location: props.location };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} location={this.props.location} /> : this.props.children;
  }
}

function RouteError({ error, location }: { error: unknown; location: Location }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-soft ring-1 ring-slate-900/5">
        <LogoMark className="mx-auto h-12 w-12" />
        <h1 className="mt-4 text-xl font-bold text-ink">{t('app.errorTitle')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('app.errorBody')}</p>
        <div className="mt-6 flex justify-center gap-2">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
          {/* Navigating to the same place clears the error and renders the route again. */}
          <Button onClick={() => void navigate(location, { replace: true })}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('app.tryAgain')}
          </Button>
        </div>
      </div>
    </div>
  );
}
