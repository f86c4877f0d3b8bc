// The engine worker's stand-in for the `yaml` package (scripts/site-lazy-parts.ts): the YAML parser
// (~29 KB gzip) is a chunk of its own, loaded for a job whose files hold YAML to read (a project's
// config/ manifests, objects to apply, a program importing a YAML package: engine-handlers.ts
// partsFor), not for the exercises' grades, whose cluster objects the site's build parsed. Only the
// names the worker's modules import from it.
import type * as Yaml from 'yaml';
import { lazyPart } from '../lazy-parts.ts';

export const yamlPart = lazyPart('yaml', () => import('yaml'));

export const parseAllDocuments = ((...a: Parameters<typeof Yaml.parseAllDocuments>) =>
  yamlPart.need().parseAllDocuments(...a)) as typeof Yaml.parseAllDocuments;

export const parse = ((...a: Parameters<typeof Yaml.parse>) =>
  yamlPart.need().parse(...a)) as typeof Yaml.parse;

export const stringify = ((...a: Parameters<typeof Yaml.stringify>) =>
  yamlPart.need().stringify(...a)) as typeof Yaml.stringify;

/** `new Parser()` (objects-yaml.ts reads a file's documents with their positions). */
export const Parser = function Parser(this: unknown, ...a: ConstructorParameters<typeof Yaml.Parser>) {
  return new (yamlPart.need().Parser)(...a);
} as unknown as typeof Yaml.Parser;
