#!/usr/bin/env node
// npm run sandbox:api — the sandbox (sandbox/server.ts) as an HTTP backend of its own on
// SANDBOX_HOST:SANDBOX_PORT (default 127.0.0.1:4000). tsx compiles the TypeScript sources and
// resolves tsconfig.json's @/ aliases as they load, so there is no build step to go stale.
// Without a "type" in package.json the .ts sources are CommonJS to Node: load them through
// tsx's require hook.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';
import { maskConsole } from '../server/observability/mask.ts';

// Every line the standalone sandbox writes is masked (phones, tokens, codes) like the site's logs.
maskConsole();
register();
const { runSandboxApi } = createRequire(import.meta.url)('../sandbox/server.ts');
await runSandboxApi();
