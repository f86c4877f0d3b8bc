// Writes dist/_headers (src/embed/headers.ts) after `astro build`, from the build's environment: the
// embed rules and the full sandbox's cross-origin isolation (src/components/playground/webcontainer/headers.ts).
import { writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { sandboxHeaderRules } from '../components/playground/webcontainer/headers.ts';
import { embedConfig } from './config.ts';
import { embedHeaderRules, headersFileText } from './headers.ts';

export function embedHeaders(): AstroIntegration {
  return {
    name: 'oplab-embed-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(
          new URL('_headers', dir),
          headersFileText([...embedHeaderRules(embedConfig(process.env)), ...sandboxHeaderRules()]),
        );
      },
    },
  };
}
