import { TAG_PLACE_MAX } from './tag-code.js';

/** What the tag endpoints answer (riders read these: their Hindi is in the web's messages-rider). */
export const TAG_MESSAGES = {
  unknown: 'This label was not printed here, or its sheet is no longer in use. Use another label.',
  placeNotOnSheet: (labels: number) => `This sheet has ${labels} labels; the number at the end is not one of them.`,
  onOtherOrder: (orderNumber: string) => `This label is already on order ${orderNumber}. Use another label.`,
  attached: 'Tag added',
  alreadyAttached: 'This tag is already on this order',
  removed: 'Tag removed',
  notFound: 'Tag not found on this order',
  pickupRiderOnly: 'Only the rider collecting this pickup can tag its items',
  tooLate: 'Tags can be added or removed only during the pickup, before it is completed',
  /** The pickup's guard (the order rule book): the tags on the order must match the count the rider confirms. */
  countMismatch: (tagged: number, confirmed: number) =>
    `${tagged} tag${tagged === 1 ? '' : 's'} attached but ${confirmed} item${confirmed === 1 ? '' : 's'} confirmed. Tag every item, or correct the count.`,
  tooManyOnOrder: (max: number) => `An order can carry at most ${max} tags`,
  sheetsCreated: (count: number) => `${count} label sheet${count === 1 ? '' : 's'} ready to print`,
  sheetsRequired: 'Choose the label sheets to print',
  layoutInvalid: 'Choose a label layout',
  sheetsRange: (max: number) => `Print from 1 to ${max} sheets at a time`,
  labelsMax: `A sheet holds at most ${TAG_PLACE_MAX} labels`,
} as const;
