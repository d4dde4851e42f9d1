// Geoman extends the global `L`; a bundled Leaflet is not global, so expose it before Geoman is evaluated.
import L from 'leaflet';

(globalThis as unknown as { L: typeof L }).L = L;
