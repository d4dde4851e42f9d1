// Class names shared by the operations tables, so each table lays out its edges the same way.

/** On a narrow screen a table scrolls sideways; its last column (the row's buttons) stays in view at the right edge. */
export const STICKY_END_CELL = 'sticky right-0 z-[1] shadow-[-12px_0_12px_-12px_rgb(15_31_29/0.18)] xl:shadow-none';
