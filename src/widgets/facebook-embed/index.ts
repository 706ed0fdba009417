// Facebook embed (`facebook-embed`, and by alias the button, comments and page): the Facebook family's one module.
export { default } from '../../families/facebook/mount.ts';
