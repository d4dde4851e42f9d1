import { RATING_MESSAGES } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '@/lib/i18n';

/** Every answer of the ratings and tips endpoints the customer may read (decision 0041). */
const SHOWN = Object.values(RATING_MESSAGES);

describe('the ratings and tips messages', () => {
  it('read in Hindi once the interface is in Hindi, and stay as they are in English', async () => {
    expect(SHOWN.map((message) => translateMessage(message))).toEqual(SHOWN);
    await i18n.changeLanguage('hi');
    const untranslated = SHOWN.filter(
      (message) => translateMessage(message) === message || /[A-Za-z]{3,}/.test(translateMessage(message)),
    );
    expect(untranslated).toEqual([]);
  });
});
