#!/usr/bin/env node
// The `repute` command: registers tsx's loader in this process, then runs the TypeScript entry point.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
