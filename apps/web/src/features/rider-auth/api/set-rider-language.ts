import { contract, type TranslatedLanguage } from '@washday/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@/lib/api-endpoint';

/** The language the server last took for this tab's rider, so moving between pages does not send it again. */
let told: { riderId: string; language: TranslatedLanguage } | null = null;

/** Tells the server the language a rider reads, so the push and SMS copies it sends them are in it. */
export async function setRiderLanguage(language: TranslatedLanguage): Promise<TranslatedLanguage> {
  const answer = await callEndpoint(contract.riders.setLanguage, { body: { language } });
  return answer.language;
}

/**
 * While a rider is signed in, keeps the server's copy of their language the one on their screen: on sign-in and on
 * each switch. A failure (offline) is tried again on the next page or switch; the screens themselves do not wait on it.
 */
export function useRiderLanguageSync(riderId: string) {
  const { i18n } = useTranslation();
  const language: TranslatedLanguage = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
  useEffect(() => {
    if (told?.riderId === riderId && told.language === language) return;
    setRiderLanguage(language).then(
      (saved) => {
        told = { riderId, language: saved };
      },
      () => {},
    );
  }, [riderId, language]);
}
