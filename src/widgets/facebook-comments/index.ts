// facebook-comments: the shared Facebook embed module (SDK once per page, then FB.XFBML.parse on this widget).
export { default } from '../../families/facebook/mount.ts';
