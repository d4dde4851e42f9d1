import { contract, endpointUrl } from '@washday/core';

// Plain links: the admin session cookie goes with them and the server answers a file to download.
export const SERVICE_AREAS_CSV_URL = endpointUrl(contract.adminPlaces.exportAreasCsv);
export const SERVICE_AREAS_GEOJSON_URL = endpointUrl(contract.adminPlaces.exportAreasGeoJson);
