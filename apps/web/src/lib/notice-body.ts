import { ENGLISH_NOTICE_FORMATS, intlNoticeFormats, type NoticeLanguage } from '@washday/core';
import { i18n, INTL_LOCALES, type AppLanguage } from '@/lib/i18n';

// Notification bodies the app says again in the interface language from a notification's data (docs/decisions/0021):
// core puts the words together (packages/core/src/notifications/*-notice-text.ts), this gives it the language.

/** A run of a body: interface words, or a value someone named (shown as data, translate="no"). */
export interface BodyPart {
  text: string;
  data: boolean;
}

export interface NoticeBody {
  parts: BodyPart[];
  /** False when the app could not say it itself: the server's stored text is shown, as data. */
  composed: boolean;
}

// A value stands in the composed text as a private-use mark around its index, so the text can be cut into runs after.
const VALUE_MARK = /\uE000(\d+)\uE001/;

/**
 * A body in `language`, said by `compose` with the strings of `namespace` (core's English and its translations);
 * `stored` (the server's text) when compose cannot say it. English is the server's own, word for word: core's words
 * with its en-IN days ('Mon, 23 Nov') and '10:00 AM'.
 */
export function composeNoticeBody<K extends string>(
  namespace: 'notices' | 'riderNotices',
  language: AppLanguage,
  compose: (say: NoticeLanguage<K>) => string | null,
  stored: string,
): NoticeBody {
  const t = i18n.getFixedT(language, namespace);
  const values: string[] = [];
  const text = compose({
    ...(language === 'en' ? ENGLISH_NOTICE_FORMATS : intlNoticeFormats(INTL_LOCALES[language])),
    // Core names the key and gives the values its text takes; i18next's types cannot follow a key chosen at run time.
    text: (key, words = {}) => String(t(key as never, words as never)),
    data: (value) => {
      values.push(value.replace(/[\uE000\uE001]/g, ''));
      return `\uE000${values.length - 1}\uE001`;
    },
  });
  if (text === null) return { parts: [{ text: stored, data: true }], composed: false };
  // split() with a group gives text, index, text, index, ..., text.
  const parts = text
    .split(VALUE_MARK)
    .map((piece, i) => (i % 2 === 1 ? { text: values[Number(piece)] ?? '', data: true } : { text: piece, data: false }))
    .filter((part) => part.text !== '');
  return { parts, composed: true };
}
