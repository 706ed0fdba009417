// A loop grid's paging, one lazy part loaded only by a grid that pages: Pro's load more (click or scroll) and numbered
// pages swapped in place. One part for both, so the listing family's paging code stays one chunk, shared with posts.
export { startProLoadMore } from '../../families/listings/pro-load-more.ts';
export { startAjaxPagination } from './ajax-pagination.ts';
