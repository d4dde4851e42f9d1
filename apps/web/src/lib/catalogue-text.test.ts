import { describe, expect, it } from 'vitest';
import { catalogueWithHindi } from '@/test/catalogue-fixtures';
import { catalogueTexts, pickCatalogueText } from './catalogue-text';

describe('catalogue text', () => {
  it('shows the Hindi in a Hindi interface where the row has it, else the English marked as data', () => {
    expect(pickCatalogueText('Regular Iron', 'साधारण इस्त्री', 'hi')).toEqual({ text: 'साधारण इस्त्री', translate: undefined });
    expect(pickCatalogueText('Regular Iron', 'साधारण इस्त्री', 'en')).toEqual({ text: 'Regular Iron', translate: 'no' });
    expect(pickCatalogueText('Regular Steam Iron', undefined, 'hi')).toEqual({ text: 'Regular Steam Iron', translate: 'no' });
    expect(pickCatalogueText('Regular Steam Iron', '', 'hi')).toEqual({ text: 'Regular Steam Iron', translate: 'no' });
  });

  it('names and describes categories and services', () => {
    const [laundry] = catalogueWithHindi();
    const hindi = catalogueTexts('hi', []);
    expect(hindi.name(laundry!).text).toBe('धुलाई');
    expect(hindi.description(laundry!.services[0]!).text).toBe('मशीन में धुलाई, सुखाई और सलीके से तह');
    expect(catalogueTexts('en', []).name(laundry!).text).toBe('Laundry');
  });

  it('names a booked line in Hindi by its service while the catalogue still has the English it was booked with', () => {
    const hindi = catalogueTexts('hi', catalogueWithHindi());
    expect(hindi.bookedName('iron-regular', 'Regular Iron')).toEqual({ text: 'साधारण इस्त्री', translate: undefined });
    // Renamed since it was booked, a line without a service (an admin's custom item), one the catalogue no longer offers.
    expect(hindi.bookedName('iron-regular', 'Coal Iron')).toEqual({ text: 'Coal Iron', translate: 'no' });
    expect(hindi.bookedName(null, 'Curtain wash')).toEqual({ text: 'Curtain wash', translate: 'no' });
    expect(hindi.bookedName('retired-service', 'Carpet')).toEqual({ text: 'Carpet', translate: 'no' });
    // No catalogue on hand: as booked.
    expect(catalogueTexts('hi', []).bookedName('iron-regular', 'Regular Iron').text).toBe('Regular Iron');
    expect(catalogueTexts('en', catalogueWithHindi()).bookedName('iron-regular', 'Regular Iron').text).toBe('Regular Iron');
  });
});
