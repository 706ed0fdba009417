#!/usr/bin/env node
// The package's `bin`: registers tsx so the TypeScript command line runs without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/tools/cli.ts');
