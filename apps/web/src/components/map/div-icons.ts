import type L from 'leaflet';

// What the maps that draw their own markers as HTML share (live tracking, planned routes).

/** Text safe inside a marker's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A cache of one icon per look, so a re-render does not swap every marker's element. One per map. */
export function divIconCache(): (key: string, make: () => L.DivIcon) => L.DivIcon {
  const icons = new Map<string, L.DivIcon>();
  return (key, make) => {
    let icon = icons.get(key);
    if (!icon) icons.set(key, (icon = make()));
    return icon;
  };
}
