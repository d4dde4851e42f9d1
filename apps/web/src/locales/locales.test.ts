import { describe, expect, it } from 'vitest';
import enRider from './en/rider';
import enRiderNotices from './en/rider-notices';
import enVendor from './en/vendor';
import enGarments from './en/garments';
import enArrival from './en/arrival';
import { hindi } from './hindi';
import { english } from './index';

const resources = {
  en: { ...english, rider: enRider, riderNotices: enRiderNotices, vendor: enVendor, garments: enGarments, arrival: enArrival },
  hi: hindi,
};

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\d+)>/g)].map((m) => m[1]).sort();

/**
 * Strings that read the same in Hindi: names and words Hindi speakers use as they are. Anything else equal to the
 * English is a string nobody translated.
 */
const SAME_IN_HINDI = /^(Washday|WhatsApp|OTP|UPI|ID|PIN|GPS|WD-[A-Z0-9]+|₹|[\d\s.,:+\-–/×%₹()]+|\{\{\s*\w+\s*\}\}[\s\S]*)$/;

describe.each((Object.keys(resources.en) as Array<keyof typeof resources.en>).filter((ns) => ns !== 'messages'))(
  'the %s strings',
  (namespace) => {
    const en = new Map(leaves(resources.en[namespace] as Tree));
    const hi = new Map(leaves(resources.hi[namespace] as Tree));

    it('are all in Hindi, with no key missing or left over', () => {
      expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
      const untranslated = [...en].filter(([key, text]) => hi.get(key) === text && !SAME_IN_HINDI.test(text)).map(([key]) => key);
      expect(untranslated, 'Hindi strings equal to the English').toEqual([]);
      expect(
        [...hi].filter(([, text]) => !text.trim()).map(([key]) => key),
        'empty Hindi strings',
      ).toEqual([]);
    });

    it('keep the same placeholders and markup in Hindi', () => {
      for (const [key, text] of en) {
        expect(variables(hi.get(key) ?? ''), `${namespace}:${key} placeholders`).toEqual(variables(text));
        expect(tags(hi.get(key) ?? ''), `${namespace}:${key} markup`).toEqual(tags(text));
      }
    });
  },
);

describe('the messages from core and the server', () => {
  it('have a Hindi text for each one listed, with the same placeholders-free wording checked for blanks', () => {
    for (const [english, hindi] of Object.entries(resources.hi.messages)) {
      expect(hindi.trim(), english).not.toBe('');
      expect(hindi, `'${english}' is not translated`).not.toBe(english);
    }
  });
});
