// The seeded catalogue's names and descriptions in Hindi, as a customer in Gurugram would say them: loanwords that
// are the everyday words (शर्ट, ड्राई क्लीन, जैकेट) stay. Kept beside the seed rather than in core's catalogue, so the
// web app's first load in English does not carry them (docs/decisions/0021-languages.md).

export interface HindiText {
  name: string;
  description: string;
}

/** By category id (core's CATALOGUE_CATEGORIES). */
export const CATEGORY_HINDI: Readonly<Record<string, HindiText>> = {
  laundry: { name: 'धुलाई', description: 'धुलाई के साथ तह या इस्त्री, दाम वज़न के हिसाब से' },
  iron: { name: 'इस्त्री', description: 'कड़क प्रेस और भाप वाली इस्त्री' },
  'dry-clean': { name: 'ड्राई क्लीन', description: 'ड्राई क्लीन की सारी सेवाएँ: पुरुषों, महिलाओं और ऊनी कपड़ों की' },
  'mens-dry-clean': { name: 'पुरुषों का ड्राई क्लीन', description: 'शर्ट, सूट, कुर्ते और शेरवानी' },
  'womens-dry-clean': { name: 'महिलाओं का ड्राई क्लीन', description: 'साड़ी, सूट, ड्रेस और लहंगे' },
  'woolen-dry-clean': { name: 'ऊनी कपड़ों का ड्राई क्लीन', description: 'जैकेट, स्वेटर, शॉल और लेदर' },
};

/** By service id (core's CATALOGUE_SERVICES). */
export const SERVICE_HINDI: Readonly<Record<string, HindiText>> = {
  'laundry-fold': { name: 'धुलाई और तह', description: 'मशीन में धुलाई, सुखाई और सलीके से तह' },
  'laundry-iron': { name: 'धुलाई और इस्त्री', description: 'मशीन में धुलाई, सुखाई और इस्त्री' },
  'iron-regular': { name: 'साधारण इस्त्री', description: 'रोज़ के कपड़ों पर कोयले वाली इस्त्री' },
  'iron-suit-lehenga-heavy': { name: 'सूट / लहंगा / भारी कपड़ों की इस्त्री', description: 'सूट, लहंगे और भारी कपड़ों पर ध्यान से इस्त्री' },
  'iron-ladies-suit-kurta-saree': { name: 'लेडीज़ सूट / कुर्ता / साड़ी इस्त्री', description: 'लेडीज़ सूट, कुर्ते और साड़ी की इस्त्री' },
  'iron-regular-steam': { name: 'साधारण स्टीम इस्त्री', description: 'भाप से प्रेस, बिना किसी सिलवट के' },
  'dc-men-shirt': { name: 'शर्ट', description: 'फ़ॉर्मल और कैज़ुअल शर्ट का ड्राई क्लीन' },
  'dc-men-trouser': { name: 'पैंट', description: 'पैंट और चिनोज़ का ड्राई क्लीन' },
  'dc-men-coat': { name: 'कोट', description: 'ब्लेज़र और कोट का ड्राई क्लीन' },
  'dc-men-suit-2pc': { name: 'सूट (2 पीस)', description: 'कोट और पैंट, ड्राई क्लीन और प्रेस करके' },
  'dc-men-suit-3pc': { name: 'सूट (3 पीस)', description: 'कोट, वेस्टकोट और पैंट, ड्राई क्लीन और प्रेस करके' },
  'dc-men-kurta-pyjama': { name: 'कुर्ता पायजामा', description: 'कुर्ता और पायजामा, ड्राई क्लीन और प्रेस करके' },
  'dc-men-sherwani': { name: 'शेरवानी', description: 'शेरवानी का हल्के हाथ से ड्राई क्लीन' },
  'dc-men-kurta': { name: 'कुर्ता', description: 'कुर्ते का ड्राई क्लीन' },
  'dc-women-kurta': { name: 'कुर्ता', description: 'कुर्ते और कुर्ती का ड्राई क्लीन' },
  'dc-women-salwar': { name: 'सलवार', description: 'सलवार और प्लाज़ो का ड्राई क्लीन' },
  'dc-women-saree': { name: 'साड़ी', description: 'सूती, सिल्क और शिफ़ॉन साड़ियों का ड्राई क्लीन' },
  'dc-women-heavy-saree': { name: 'भारी साड़ी', description: 'कढ़ाई वाली और भारी साड़ियों की नाज़ुक देखभाल' },
  'dc-women-blouse': { name: 'ब्लाउज़', description: 'ब्लाउज़ का ड्राई क्लीन' },
  'dc-women-dress': { name: 'ड्रेस', description: 'ड्रेस और गाउन का ड्राई क्लीन' },
  'dc-women-top': { name: 'टॉप', description: 'टॉप और शर्ट का ड्राई क्लीन' },
  'dc-women-heavy-skirt': { name: 'भारी स्कर्ट', description: 'भारी और सजावट वाली स्कर्ट का ड्राई क्लीन' },
  'dc-women-lehenga-1pc': { name: 'लहंगा (1 पीस)', description: 'एक पीस वाले लहंगे का ड्राई क्लीन' },
  'dc-women-lehenga-2pc': { name: 'लहंगा (2+ पीस)', description: 'दो या ज़्यादा पीस वाले लहंगा सेट का ड्राई क्लीन' },
  'dc-women-lehenga-heavy': { name: 'भारी लहंगा', description: 'भारी, सजावट वाले लहंगों की नाज़ुक देखभाल' },
  'dc-women-lehenga-bridal': { name: 'ब्राइडल लहंगा', description: 'दुल्हन के लहंगे की ख़ास देखभाल, हाथ से फ़िनिशिंग' },
  'dc-woolen-jacket': { name: 'जैकेट', description: 'ऊनी और पैडेड जैकेट का ड्राई क्लीन' },
  'dc-woolen-sweater': { name: 'स्वेटर', description: 'स्वेटर और कार्डिगन का ड्राई क्लीन' },
  'dc-woolen-long-coat': { name: 'लंबा कोट', description: 'ओवरकोट और लंबे कोट का ड्राई क्लीन' },
  'dc-woolen-shawl': { name: 'शॉल', description: 'ऊनी शॉल और स्टोल का ड्राई क्लीन' },
  'dc-woolen-pashmina': { name: 'पश्मीना', description: 'पश्मीना की नाज़ुक देखभाल' },
  'dc-woolen-leather-jacket': { name: 'लेदर जैकेट', description: 'लेदर की ख़ास सफ़ाई और कंडीशनिंग' },
};
