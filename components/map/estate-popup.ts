import type { MapMarker } from '@/lib/estates/map-markers';

export type MarkerTexts = {
  cluster: (count: number) => string;
  approximate: string;
};

export type Navigate = (href: string) => void;

/** The popup card, built with DOM APIs: titles come from the API and never become HTML. */
export function popupContent(marker: MapMarker, texts: MarkerTexts, navigate: Navigate): HTMLElement {
  const root = document.createElement('div');
  root.className = 'estate-map-popup';

  if (marker.photo) {
    const photo = document.createElement('img');
    photo.className = 'estate-map-popup__photo';
    photo.src = marker.photo;
    // Decorative: the title link right below names the estate.
    photo.alt = '';
    photo.width = 240;
    photo.height = 160;
    photo.decoding = 'async';
    root.append(photo);
  }

  const title = document.createElement('p');
  title.className = 'estate-map-popup__title';
  const link = document.createElement('a');
  link.className = 'estate-map-popup__link';
  link.href = marker.href;
  link.textContent = marker.title;
  link.addEventListener('click', (event) => {
    // A plain click navigates client-side like every other internal link; new-tab clicks stay native.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(marker.href);
  });
  title.append(link);

  const price = document.createElement('p');
  price.className = 'estate-map-popup__price';
  price.textContent = marker.priceText;

  const status = document.createElement('span');
  status.className = `badge badge--${marker.status.toLowerCase()}`;
  status.textContent = marker.statusLabel;

  root.append(title, price, status);

  if (marker.approximate) {
    const note = document.createElement('p');
    note.className = 'estate-map-popup__note';
    note.textContent = texts.approximate;
    root.append(note);
  }
  return root;
}
