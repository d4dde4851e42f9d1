import { VOICE_MESSAGES } from '@/features/catalogue/hooks/use-voice-search';

// Hindi for the messages the home screens show that come from core or the server (their English text is the key:
// it is the contract's exact wording, so it does not change under us). One Hindi per message for the whole app: the
// location line's GEOLOCATION_MESSAGES and LOCATION_MESSAGES are in messages-addresses.ts (the address form shows
// them too).
const messages: Readonly<Record<string, string>> = {
  // Voice search (customer-app.md §8 Speech).
  [VOICE_MESSAGES.noSpeech]: 'कोई आवाज़ सुनाई नहीं दी। कृपया फिर से कोशिश करें।',
  [VOICE_MESSAGES.noMicrophone]: 'माइक्रोफ़ोन उपलब्ध नहीं है',
  [VOICE_MESSAGES.permissionDenied]: 'माइक्रोफ़ोन की अनुमति नहीं मिली',
  [VOICE_MESSAGES.network]: 'नेटवर्क में गड़बड़ी हुई',
  [VOICE_MESSAGES.startFailed]: 'बोलकर खोज शुरू नहीं हो पाई',
};
export default messages;
