// Gallery pictures: `data-thumbnail` becomes the image's background when it nears the viewport (or at once).

const LOADED = 'e-gallery-image-loaded';

/** Only http(s) pictures; `URL.href` percent-encodes quotes, so the value cannot leave `url("…")`. */
function toPictureUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function showPicture(image: HTMLElement): void {
  const url = toPictureUrl(image.dataset['thumbnail']);
  if (url) image.style.backgroundImage = `url("${url}")`;
  image.classList.add(LOADED);
}

/** Sets every picture, lazily when asked and the browser can observe; returns how many URLs were refused. */
export function startPictures(images: readonly HTMLElement[], lazy: boolean, signal: AbortSignal): number {
  const refused = images.filter((image) => image.dataset['thumbnail'] && !toPictureUrl(image.dataset['thumbnail'])).length;
  for (const image of images) {
    image.style.backgroundSize ||= 'cover';
    image.style.backgroundPosition ||= 'center center';
  }
  if (!lazy || typeof IntersectionObserver !== 'function') {
    images.forEach(showPicture);
    return refused;
  }
  // 200px ahead, so a picture is there by the time it scrolls in.
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      showPicture(entry.target as HTMLElement);
    }
  }, { rootMargin: '200px' });
  images.forEach((image) => observer.observe(image));
  signal.addEventListener('abort', () => observer.disconnect());
  return refused;
}
