import { Mic, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { translateMessage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useVoiceSearch } from '../hooks/use-voice-search';

interface CatalogueSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Offers the microphone where the browser can listen (Web Speech API); hidden elsewhere. */
  voice?: boolean;
}

export function CatalogueSearch({ value, onChange, voice = true }: CatalogueSearchProps) {
  const { t } = useTranslation('home');
  const speech = useVoiceSearch({
    onTranscript: onChange,
    // The spec's speech messages, in the interface language.
    onError: (message) => toast.error(translateMessage(message), { id: 'voice-search' }),
  });
  const showMic = voice && speech.supported;

  return (
    <div role="search" className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="search"
        name="search"
        aria-label={t('search.label')}
        placeholder={speech.listening ? t('search.listening') : t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        className={cn(
          'h-12 w-full appearance-none rounded-2xl border-0 bg-slate-100/80 pl-12 text-[16px] text-ink ring-1 ring-transparent transition outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500 [&::-webkit-search-cancel-button]:hidden',
          showMic ? (value ? 'pr-[5.5rem]' : 'pr-14') : 'pr-11',
          speech.listening && 'bg-white ring-2 ring-red-400',
        )}
      />
      <div className="absolute top-1/2 right-1.5 flex -translate-y-1/2 items-center gap-0.5">
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('search.clear')}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-ink"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
        {showMic ? (
          <button
            type="button"
            onClick={speech.listening ? speech.stop : speech.start}
            aria-label={speech.listening ? t('search.stopVoice') : t('search.voice')}
            aria-pressed={speech.listening}
            className={cn(
              'relative inline-flex h-10 w-10 items-center justify-center rounded-xl transition-colors',
              speech.listening ? 'bg-red-500 text-white' : 'text-brand-700 hover:bg-brand-50',
            )}
          >
            {speech.listening ? (
              <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-xl bg-red-400/60" />
            ) : null}
            <Mic className="relative h-5 w-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
