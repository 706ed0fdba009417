// Prism's language components are side-effect scripts that extend the global Prism; they export nothing we use.
declare module 'prismjs/components/*';
