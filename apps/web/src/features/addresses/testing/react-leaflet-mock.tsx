// The react-leaflet stand-in moved to src/test so every map's tests share it; kept here for the address tests.
export * from '@/test/react-leaflet-mock';
