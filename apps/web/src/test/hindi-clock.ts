import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n';

/** 11:00 in India on 22 November 2026. */
export const ELEVEN_AM = new Date('2026-11-22T05:30:00Z');

/** The file's tests run in Hindi with the date at `now` (timers stay real); toasts are dismissed after each. */
export function inHindiAt(now: Date) {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    await i18n.changeLanguage('hi');
  });
  afterEach(() => {
    toast.dismiss();
    vi.useRealTimers();
  });
}
