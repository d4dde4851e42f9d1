import { LANGUAGE_COOKIE } from '@washday/core';
import { afterEach, describe, expect, it } from 'vitest';
import { setAppLanguage } from './i18n';

const sent = () =>
  document.cookie
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  window.localStorage.clear();
});

describe('the language the server is told of', () => {
  it('follows the language chosen on the device, so a Hindi reader is not sent the English first screen', async () => {
    expect(sent()).toBeUndefined();
    await setAppLanguage('hi');
    expect(sent()).toBe(`${LANGUAGE_COOKIE}=hi`);
    await setAppLanguage('en');
    expect(sent()).toBe(`${LANGUAGE_COOKIE}=en`);
  });
});
