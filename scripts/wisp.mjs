#!/usr/bin/env node
// `npm run wisp` in a checkout: runs the TypeScript command line through tsx, no build needed. The published
// package's `bin` is the built lib/cli.js (scripts/build-node.mjs).
import { register } from 'tsx/esm/api';

register();
await import('../src/tools/cli.ts');
