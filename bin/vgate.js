#!/usr/bin/env node
// Entry for the `vgate` command: loads the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
