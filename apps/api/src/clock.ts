/** The time source the app and its jobs read; tests replace `now` to move the clock. */
export interface Clock {
  now: () => Date;
}
