import { Share, SquarePlus, X } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '@/hooks/use-install-prompt';

export interface InstallBannerProps {
  /** The installable area, as in its storage record: 'rider'. */
  app: string;
  /** The installed app's name, as in its manifest: 'Washday Rider' (a name: it is not translated). */
  appName: string;
  /** One line on why to install, in the interface language. */
  pitch: string;
}

/** rider-portal.md §2.5 and §9: offers installing the app (the browser's prompt, or Safari's share sheet on iOS). */
export function InstallBanner({ app, appName, pitch }: InstallBannerProps) {
  const { t } = useTranslation('common');
  const { mode, install, dismiss } = useInstallPrompt(app);
  if (!mode) return null;

  const title = t('install.title', { appName });
  return (
    <section
      aria-label={title}
      className="pointer-events-auto relative flex w-full max-w-md gap-3 rounded-2xl bg-white p-4 pr-12 text-ink shadow-lift ring-1 ring-slate-900/10"
    >
      <LogoMark className="h-11 w-11" />
      <div className="min-w-0 flex-1">
        <h2 className="text-[15px] font-bold">{title}</h2>
        {mode === 'prompt' ? (
          <>
            <p className="mt-0.5 text-sm text-slate-600">{pitch}</p>
            <div className="mt-3 flex gap-2">
              <Button size="sm" onClick={() => void install()}>
                {t('install.install')}
              </Button>
              <Button size="sm" variant="secondary" onClick={dismiss}>
                {t('install.notNow')}
              </Button>
            </div>
          </>
        ) : (
          <p className="mt-0.5 text-sm text-slate-600">
            <Trans
              t={t}
              i18nKey="install.iosSteps"
              components={{
                1: <Share className="inline h-4 w-4 align-[-3px] text-brand-700" aria-label={t('install.share')} />,
                2: <span className="font-semibold text-ink" />,
                3: <SquarePlus className="inline h-4 w-4 align-[-3px]" aria-hidden="true" />,
              }}
            />
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('actions.dismiss')}
        className="absolute top-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </section>
  );
}
