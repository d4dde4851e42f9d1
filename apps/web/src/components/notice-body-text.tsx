import type { BodyPart } from '@/lib/notice-body';

/** A notification's body: its words in the interface language, the values in it marked as data (translate="no"). */
export function NoticeBodyText({ parts }: { parts: readonly BodyPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.data ? (
          <span key={i} translate="no">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
