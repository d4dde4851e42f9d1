// A geocoded place as the API answers it, shared by the tests of the features that look places up.
import type { GeocodedPlace } from '@washday/core';

export const SECTOR_45: GeocodedPlace = {
  full_address: 'Sector 45, Gurugram, Haryana 122003, India',
  formatted_address: 'Sector 45, Gurugram, Haryana 122003, India',
  city: 'Gurugram',
  state: 'Haryana',
  country: 'India',
  pincode: '122003',
  house_number: '',
  building_name: '',
  street_name: '',
  neighborhood: 'Sector 45',
  landmark: '',
  coordinates: { lat: 28.4425, lng: 77.064 },
  source: 'local',
};
