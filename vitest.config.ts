// Vitest runs the unit (node) and DOM (happy-dom) suites; it repeats the build's preact aliases.
import { defineConfig } from 'vitest/config';

const alias = {
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { resolve: { alias }, test: { name: 'dom', include: ['tests/dom/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['tests/dom/setup-timers.ts'] } },
    ],
  },
});
