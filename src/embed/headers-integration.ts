// Writes dist/_headers (src/embed/headers.ts) after `astro build`, from the build's environment.
import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { embedConfig } from './config.ts';
import { embedHeaderRules, headersFileText } from './headers.ts';

export function embedHeaders(): AstroIntegration {
  return {
    name: 'oplab-embed-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(new URL('_headers', dir), headersFileText(embedHeaderRules(embedConfig(process.env))));
      },
    },
  };
}
