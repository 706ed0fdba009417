// Pro's "fit images" for post and portfolio thumbnails: an image shorter than its frame's ratio is fitted by height.

const HAS_RATIO = 'elementor-has-item-ratio';
const FIT_HEIGHT = 'elementor-fit-height';

/** Toggles the fit class on one post's thumbnail frame; an image not loaded yet is checked again on its load. */
function fitImage(post: HTMLElement): void {
  const frame = post.querySelector<HTMLElement>('.elementor-post__thumbnail');
  const image = frame?.querySelector('img');
  if (!frame || !image || frame.offsetWidth === 0 || image.naturalWidth === 0) return;
  const frameRatio = frame.offsetHeight / frame.offsetWidth;
  frame.classList.toggle(FIT_HEIGHT, image.naturalHeight / image.naturalWidth < frameRatio);
}

/** The widget's stylesheet prints the image ratio as its `::after` content; a digit there means the frames have one. */
export function fitImages(root: HTMLElement, container: HTMLElement, posts: readonly HTMLElement[]): void {
  const ratio = getComputedStyle(root, '::after').content;
  container.classList.toggle(HAS_RATIO, /\d/.test(ratio));
  for (const post of posts) fitImage(post);
}

/** Takes the fit classes off again (teardown). */
export function clearFitImages(container: HTMLElement, posts: readonly HTMLElement[]): void {
  container.classList.remove(HAS_RATIO);
  for (const post of posts) post.querySelector('.elementor-post__thumbnail')?.classList.remove(FIT_HEIGHT);
}
