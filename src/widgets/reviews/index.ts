// Reviews (`reviews.{skin}`): the same Pro carousel as the testimonial carousel (one slide per view, always sliding).
export { default } from '../testimonial-carousel/index.ts';
