import { BOOKING_MESSAGES, RECURRING_MESSAGES as M } from '@washday/core';

// Hindi for the recurring pickups' messages from core and the server (their English text is the key).
const messages: Readonly<Record<string, string>> = {
  [M.created]: 'बार-बार पिकअप शुरू हो गया',
  [M.updated]: 'बार-बार पिकअप बदल गया',
  [M.paused]: 'बार-बार पिकअप रोक दिया गया',
  [M.resumed]: 'बार-बार पिकअप फिर शुरू हो गया',
  [M.stopped]: 'बार-बार पिकअप बंद कर दिया गया',
  [M.skipped]: 'यह पिकअप छोड़ दिया गया',
  [M.changed]: 'यह पिकअप बदल दिया गया',
  [M.notFound]: 'बार-बार पिकअप नहीं मिला',
  [M.frequency]: 'कितनी बार चुनें: हर हफ़्ते, हर 2 हफ़्ते या हर महीने',
  [M.weekday]: 'हफ़्ते का दिन चुनें',
  [M.dayOfMonth]: 'महीने की तारीख़ चुनें (1-31)',
  [M.slot]: 'सुबह 9:00 से रात 8:00 के बीच पिकअप का समय चुनें',
  [M.address]: 'अपने सेव किए पतों में से एक चुनें',
  [M.startsOn]: 'सही शुरुआत की तारीख़ चुनें',
  [M.services]: 'ज़्यादा से ज़्यादा 20 सेवाएँ, हर एक 1-99',
  [M.serviceUnknown]: 'एक सेवा अब उपलब्ध नहीं है; फिर से चुनें',
  [M.notes]: 'नोट ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है',
  [M.stopped409]: 'यह बार-बार पिकअप बंद है; नया बनाएँ',
  [M.notActive]: 'सिर्फ़ चालू बार-बार पिकअप रोका जा सकता है',
  [M.notPaused]: 'सिर्फ़ रुका हुआ बार-बार पिकअप फिर शुरू किया जा सकता है',
  [M.dateNotInSeries]: 'यह तारीख़ इस पिकअप की नहीं है',
  [M.datePast]: 'यह पिकअप शुरू हो चुका है',
  [M.alreadyBooked]: 'यह पिकअप अभी-अभी बुक हुआ है; फिर से कोशिश करें',
  [M.changedMeanwhile]: 'यह पिकअप इस बीच बदल गया; फिर से कोशिश करें',
  // A booked pickup moved (its order rescheduled): refused once the rider has set off.
  [BOOKING_MESSAGES.pickupUnderway]: 'यह पिकअप अब बदला नहीं जा सकता: राइडर रास्ते में है या कपड़े ले चुका है',
  [M.pausedByUs]: 'यह बार-बार पिकअप हमने रोका है; फिर शुरू करने के लिए हमसे संपर्क करें',
  [M.changeDate]: 'हमेशा वाले दिन से 3 दिन के अंदर की तारीख़ चुनें, पिछली नहीं',
  [M.bookingNotYours]: 'दोहराने वाला ऑर्डर नहीं मिला',
  [M.bookingNotCompleted]: 'सिर्फ़ पूरा हुआ ऑर्डर दोहराया जा सकता है',
  'We do not serve this address yet': 'इस पते पर अभी हमारी सेवा नहीं है',
};

export default messages;
