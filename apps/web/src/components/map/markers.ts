/** Marker icons as HTML (Leaflet divIcons): a sport emoji badge, a cluster count, a place pin. Text is escaped. */
import L from 'leaflet';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One result: its emoji, named for screen readers by its title (Leaflet makes the icon a focusable button). */
export function resultIcon(emoji: string, name: string): L.DivIcon {
  return L.divIcon({
    className: 'kickoff-marker',
    html: `<span aria-hidden="true">${escapeHtml(emoji)}</span><span class="kickoff-sr-only">${escapeHtml(name)}</span>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
    popupAnchor: [0, -18],
  });
}

/** Several results too close to tell apart at this zoom. */
export function clusterIcon(count: number, name: string): L.DivIcon {
  const size = count < 10 ? 40 : count < 100 ? 46 : 52;
  return L.divIcon({
    className: 'kickoff-cluster',
    html: `<span aria-hidden="true">${count}</span><span class="kickoff-sr-only">${escapeHtml(name)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

/** The place of an event: a brand-green pin whose tip is the point. */
export function pinIcon(name: string): L.DivIcon {
  return L.divIcon({
    className: 'kickoff-pin',
    html:
      '<svg width="34" height="44" viewBox="0 0 34 44" aria-hidden="true"><path d="M17 43C17 43 32 27.5 32 17A15 15 0 0 0 2 17C2 27.5 17 43 17 43Z" fill="#15803d" stroke="#fff" stroke-width="2"/><circle cx="17" cy="17" r="6" fill="#fff"/></svg>' +
      `<span class="kickoff-sr-only">${escapeHtml(name)}</span>`,
    iconSize: [34, 44],
    iconAnchor: [17, 43],
    popupAnchor: [0, -40],
  });
}

const VENUE_GOAL =
  '<g fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M8 26V11h18v15"/><path d="M12 26v-9h10v9"/></g>';
const venuePin = (inside: string) =>
  '<svg width="34" height="50" viewBox="0 0 34 50" aria-hidden="true">' +
  '<path class="kickoff-venue-head" d="M9 1h16a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8h-4l-4 16-4-16H9a8 8 0 0 1-8-8V9a8 8 0 0 1 8-8Z" stroke="#fff" stroke-width="2"/>' +
  `${inside}</svg>`;

/**
 * A venue on Discover's map (issue 28): a dark square pin with a goal, apart from the round game markers. Its tip is the
 * point and its head stands above it, so the games at the venue (round markers on the same point) leave it tappable.
 */
export function venueIcon(name: string, selected: boolean): L.DivIcon {
  return L.divIcon({
    className: selected ? 'kickoff-venue kickoff-venue-selected' : 'kickoff-venue',
    html: venuePin(VENUE_GOAL) + `<span class="kickoff-sr-only">${escapeHtml(name)}</span>`,
    iconSize: [34, 50],
    iconAnchor: [17, 49],
    popupAnchor: [0, -46],
  });
}

/** Several venues too close to tell apart at this zoom: the same pin with their count. */
export function venueClusterIcon(count: number, name: string, selected: boolean): L.DivIcon {
  return L.divIcon({
    className: selected ? 'kickoff-venue kickoff-venue-selected' : 'kickoff-venue',
    html:
      venuePin(`<text x="17" y="22.5" text-anchor="middle" fill="#fff" font-size="15" font-weight="700" font-family="inherit">${count}</text>`) +
      `<span class="kickoff-sr-only">${escapeHtml(name)}</span>`,
    iconSize: [34, 50],
    iconAnchor: [17, 49],
    popupAnchor: [0, -46],
  });
}
