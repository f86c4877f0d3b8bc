import { defineCollection } from 'astro:content';
import { i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { glob } from 'astro/loaders';

// Lessons live in the top-level `content/` tree (one folder per locale), not in src/,
// so writers never have to touch the code.
export const collections = {
  docs: defineCollection({
    loader: glob({ pattern: '**/[^_]*.{md,mdx}', base: './content/docs' }),
    schema: docsSchema(),
  }),
  // Starlight's own UI strings where its built-in translation is not Chinese (src/content/i18n/).
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
