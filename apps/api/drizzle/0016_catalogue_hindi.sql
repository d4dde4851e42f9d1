ALTER TABLE "service_categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "service_categories" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_hi" text;--> statement-breakpoint
-- The seeded catalogue's Hindi (src/db/seed/catalogue-hindi.ts) for a database seeded before it: a name or
-- description an admin has changed since keeps no Hindi, rather than a translation of the old English.
UPDATE "service_categories" AS t SET
  "name_hi" = CASE WHEN t."name" = seeded.name THEN seeded.name_hi END,
  "description_hi" = CASE WHEN t."description" = seeded.description THEN seeded.description_hi END
FROM (VALUES
  ('laundry', 'Laundry', 'धुलाई', 'Wash and fold or wash and iron, priced by weight', 'धुलाई के साथ तह या इस्त्री, दाम वज़न के हिसाब से'),
  ('iron', 'Iron', 'इस्त्री', 'Crisp pressing and steam ironing', 'कड़क प्रेस और भाप वाली इस्त्री'),
  ('dry-clean', 'Dry Clean', 'ड्राई क्लीन', 'Every dry-clean service: men''s, women''s and woolen', 'ड्राई क्लीन की सारी सेवाएँ: पुरुषों, महिलाओं और ऊनी कपड़ों की'),
  ('mens-dry-clean', 'Men''s Dry Clean', 'पुरुषों का ड्राई क्लीन', 'Shirts, suits, kurtas and sherwanis', 'शर्ट, सूट, कुर्ते और शेरवानी'),
  ('womens-dry-clean', 'Women''s Dry Clean', 'महिलाओं का ड्राई क्लीन', 'Sarees, suits, dresses and lehengas', 'साड़ी, सूट, ड्रेस और लहंगे'),
  ('woolen-dry-clean', 'Woolen Dry Clean', 'ऊनी कपड़ों का ड्राई क्लीन', 'Jackets, sweaters, shawls and leather', 'जैकेट, स्वेटर, शॉल और लेदर')
) AS seeded(id, name, name_hi, description, description_hi)
WHERE t."id" = seeded.id;--> statement-breakpoint
UPDATE "services" AS t SET
  "name_hi" = CASE WHEN t."name" = seeded.name THEN seeded.name_hi END,
  "description_hi" = CASE WHEN t."description" = seeded.description THEN seeded.description_hi END
FROM (VALUES
  ('laundry-fold', 'Laundry + Fold', 'धुलाई और तह', 'Machine wash, dry and neatly folded', 'मशीन में धुलाई, सुखाई और सलीके से तह'),
  ('laundry-iron', 'Laundry + Iron', 'धुलाई और इस्त्री', 'Machine wash, dry and pressed', 'मशीन में धुलाई, सुखाई और इस्त्री'),
  ('iron-regular', 'Regular Iron', 'साधारण इस्त्री', 'Coal iron for everyday clothes', 'रोज़ के कपड़ों पर कोयले वाली इस्त्री'),
  ('iron-suit-lehenga-heavy', 'Suit / Lehenga / Heavy Iron', 'सूट / लहंगा / भारी कपड़ों की इस्त्री', 'Careful pressing for suits, lehengas and heavy wear', 'सूट, लहंगे और भारी कपड़ों पर ध्यान से इस्त्री'),
  ('iron-ladies-suit-kurta-saree', 'Ladies Suit / Kurta / Saree Iron', 'लेडीज़ सूट / कुर्ता / साड़ी इस्त्री', 'Pressing for ladies suits, kurtas and sarees', 'लेडीज़ सूट, कुर्ते और साड़ी की इस्त्री'),
  ('iron-regular-steam', 'Regular Steam Iron', 'साधारण स्टीम इस्त्री', 'Steam pressing for a wrinkle-free finish', 'भाप से प्रेस, बिना किसी सिलवट के'),
  ('dc-men-shirt', 'Shirt', 'शर्ट', 'Dry clean for formal and casual shirts', 'फ़ॉर्मल और कैज़ुअल शर्ट का ड्राई क्लीन'),
  ('dc-men-trouser', 'Trouser', 'पैंट', 'Dry clean for trousers and chinos', 'पैंट और चिनोज़ का ड्राई क्लीन'),
  ('dc-men-coat', 'Coat', 'कोट', 'Dry clean for blazers and coats', 'ब्लेज़र और कोट का ड्राई क्लीन'),
  ('dc-men-suit-2pc', 'Suit (2 Piece)', 'सूट (2 पीस)', 'Coat and trouser, dry cleaned and pressed', 'कोट और पैंट, ड्राई क्लीन और प्रेस करके'),
  ('dc-men-suit-3pc', 'Suit (3 Piece)', 'सूट (3 पीस)', 'Coat, waistcoat and trouser, dry cleaned and pressed', 'कोट, वेस्टकोट और पैंट, ड्राई क्लीन और प्रेस करके'),
  ('dc-men-kurta-pyjama', 'Kurta Pyjama', 'कुर्ता पायजामा', 'Kurta and pyjama, dry cleaned and pressed', 'कुर्ता और पायजामा, ड्राई क्लीन और प्रेस करके'),
  ('dc-men-sherwani', 'Sherwani', 'शेरवानी', 'Gentle dry clean for sherwanis', 'शेरवानी का हल्के हाथ से ड्राई क्लीन'),
  ('dc-men-kurta', 'Kurta', 'कुर्ता', 'Dry clean for kurtas', 'कुर्ते का ड्राई क्लीन'),
  ('dc-women-kurta', 'Kurta', 'कुर्ता', 'Dry clean for kurtas and kurtis', 'कुर्ते और कुर्ती का ड्राई क्लीन'),
  ('dc-women-salwar', 'Salwar', 'सलवार', 'Dry clean for salwars and palazzos', 'सलवार और प्लाज़ो का ड्राई क्लीन'),
  ('dc-women-saree', 'Saree', 'साड़ी', 'Dry clean for cotton, silk and chiffon sarees', 'सूती, सिल्क और शिफ़ॉन साड़ियों का ड्राई क्लीन'),
  ('dc-women-heavy-saree', 'Heavy Saree', 'भारी साड़ी', 'Gentle care for embroidered and heavy sarees', 'कढ़ाई वाली और भारी साड़ियों की नाज़ुक देखभाल'),
  ('dc-women-blouse', 'Blouse', 'ब्लाउज़', 'Dry clean for blouses', 'ब्लाउज़ का ड्राई क्लीन'),
  ('dc-women-dress', 'Dress', 'ड्रेस', 'Dry clean for dresses and gowns', 'ड्रेस और गाउन का ड्राई क्लीन'),
  ('dc-women-top', 'Top', 'टॉप', 'Dry clean for tops and shirts', 'टॉप और शर्ट का ड्राई क्लीन'),
  ('dc-women-heavy-skirt', 'Heavy Skirt', 'भारी स्कर्ट', 'Dry clean for heavy and embellished skirts', 'भारी और सजावट वाली स्कर्ट का ड्राई क्लीन'),
  ('dc-women-lehenga-1pc', 'Lehenga (1 Piece)', 'लहंगा (1 पीस)', 'Dry clean for a single-piece lehenga', 'एक पीस वाले लहंगे का ड्राई क्लीन'),
  ('dc-women-lehenga-2pc', 'Lehenga (2+ Piece)', 'लहंगा (2+ पीस)', 'Dry clean for a lehenga set of two or more pieces', 'दो या ज़्यादा पीस वाले लहंगा सेट का ड्राई क्लीन'),
  ('dc-women-lehenga-heavy', 'Heavy Lehenga', 'भारी लहंगा', 'Gentle care for heavy, embellished lehengas', 'भारी, सजावट वाले लहंगों की नाज़ुक देखभाल'),
  ('dc-women-lehenga-bridal', 'Bridal Lehenga', 'ब्राइडल लहंगा', 'Hand-finished care for bridal lehengas', 'दुल्हन के लहंगे की ख़ास देखभाल, हाथ से फ़िनिशिंग'),
  ('dc-woolen-jacket', 'Jacket', 'जैकेट', 'Dry clean for woolen and padded jackets', 'ऊनी और पैडेड जैकेट का ड्राई क्लीन'),
  ('dc-woolen-sweater', 'Sweater', 'स्वेटर', 'Dry clean for sweaters and cardigans', 'स्वेटर और कार्डिगन का ड्राई क्लीन'),
  ('dc-woolen-long-coat', 'Long Coat', 'लंबा कोट', 'Dry clean for overcoats and long coats', 'ओवरकोट और लंबे कोट का ड्राई क्लीन'),
  ('dc-woolen-shawl', 'Shawl', 'शॉल', 'Dry clean for woolen shawls and stoles', 'ऊनी शॉल और स्टोल का ड्राई क्लीन'),
  ('dc-woolen-pashmina', 'Pashmina', 'पश्मीना', 'Delicate care for pashmina', 'पश्मीना की नाज़ुक देखभाल'),
  ('dc-woolen-leather-jacket', 'Leather Jacket', 'लेदर जैकेट', 'Specialist leather cleaning and conditioning', 'लेदर की ख़ास सफ़ाई और कंडीशनिंग')
) AS seeded(id, name, name_hi, description, description_hi)
WHERE t."id" = seeded.id;
