import { A4_MM, labelBox, labelsPerSheet, type LabelLayout } from '@washday/core';

/** A small A4 page with the layout's labels drawn to scale, so the admin picks the paper they hold. */
export function LayoutPreview({ layout }: { layout: LabelLayout }) {
  const boxes = Array.from({ length: labelsPerSheet(layout) }, (_, i) => labelBox(layout, i + 1));
  return (
    <svg viewBox={`0 0 ${A4_MM.width} ${A4_MM.height}`} className="h-20 w-auto shrink-0" aria-hidden="true">
      <rect width={A4_MM.width} height={A4_MM.height} rx="4" fill="#fff" stroke="#cbd5e1" strokeWidth="2" />
      {boxes.map((box, i) => (
        <rect
          key={i}
          x={box.x + 1}
          y={box.y + 1}
          width={box.width - 2}
          height={box.height - 2}
          rx="3"
          fill="#ccfbf1"
          stroke="#2dd4bf"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}
