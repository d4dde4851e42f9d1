import type { NoticeBody } from '@/lib/notice-body';

/** A composed notification body as it reads. */
export const text = (body: NoticeBody) => body.parts.map((part) => part.text).join('');

/** Only its interface words (the values named as data left out): what a translation must cover. */
export const words = (body: NoticeBody) =>
  body.parts
    .filter((part) => !part.data)
    .map((part) => part.text)
    .join('');
