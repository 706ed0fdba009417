// The Prism languages wisp can load, each with the languages it extends; only those a page's code blocks name load.

type Language = { needs: readonly string[]; load: () => Promise<unknown> };

/** Prism's own dependency order (components.json): a language loads after the ones it extends. */
export const LANGUAGES: Readonly<Record<string, Language>> = {
  markup: { needs: [], load: () => import('prismjs/components/prism-markup.js') },
  css: { needs: [], load: () => import('prismjs/components/prism-css.js') },
  clike: { needs: [], load: () => import('prismjs/components/prism-clike.js') },
  javascript: { needs: ['clike'], load: () => import('prismjs/components/prism-javascript.js') },
  typescript: { needs: ['javascript'], load: () => import('prismjs/components/prism-typescript.js') },
  jsx: { needs: ['markup', 'javascript'], load: () => import('prismjs/components/prism-jsx.js') },
  tsx: { needs: ['jsx', 'typescript'], load: () => import('prismjs/components/prism-tsx.js') },
  'markup-templating': { needs: ['markup'], load: () => import('prismjs/components/prism-markup-templating.js') },
  php: { needs: ['markup-templating'], load: () => import('prismjs/components/prism-php.js') },
  python: { needs: [], load: () => import('prismjs/components/prism-python.js') },
  bash: { needs: [], load: () => import('prismjs/components/prism-bash.js') },
  json: { needs: [], load: () => import('prismjs/components/prism-json.js') },
  sql: { needs: [], load: () => import('prismjs/components/prism-sql.js') },
  java: { needs: ['clike'], load: () => import('prismjs/components/prism-java.js') },
  csharp: { needs: ['clike'], load: () => import('prismjs/components/prism-csharp.js') },
  c: { needs: ['clike'], load: () => import('prismjs/components/prism-c.js') },
  cpp: { needs: ['c'], load: () => import('prismjs/components/prism-cpp.js') },
  go: { needs: ['clike'], load: () => import('prismjs/components/prism-go.js') },
  ruby: { needs: ['clike'], load: () => import('prismjs/components/prism-ruby.js') },
  rust: { needs: [], load: () => import('prismjs/components/prism-rust.js') },
  yaml: { needs: [], load: () => import('prismjs/components/prism-yaml.js') },
  markdown: { needs: ['markup'], load: () => import('prismjs/components/prism-markdown.js') },
  scss: { needs: ['css'], load: () => import('prismjs/components/prism-scss.js') },
  powershell: { needs: [], load: () => import('prismjs/components/prism-powershell.js') },
  docker: { needs: [], load: () => import('prismjs/components/prism-docker.js') },
  kotlin: { needs: ['clike'], load: () => import('prismjs/components/prism-kotlin.js') },
  swift: { needs: [], load: () => import('prismjs/components/prism-swift.js') },
  http: { needs: [], load: () => import('prismjs/components/prism-http.js') },
  nginx: { needs: [], load: () => import('prismjs/components/prism-nginx.js') },
  ini: { needs: [], load: () => import('prismjs/components/prism-ini.js') },
  diff: { needs: [], load: () => import('prismjs/components/prism-diff.js') },
};

/** Aliases the page builder's language list and Prism accept for the same grammar. */
export const ALIASES: Readonly<Record<string, string>> = {
  html: 'markup', xml: 'markup', svg: 'markup', js: 'javascript', ts: 'typescript', py: 'python', sh: 'bash',
  shell: 'bash', cs: 'csharp', rb: 'ruby', yml: 'yaml', md: 'markdown', dockerfile: 'docker', kt: 'kotlin',
};
