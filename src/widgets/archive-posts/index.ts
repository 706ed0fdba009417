// Archive posts (`archive-posts.{skin}`): the same handlers as the posts widget; the skin picks one.
export { default } from '../posts/index.ts';
