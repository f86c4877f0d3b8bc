import { defineCollection } from 'astro:content';
import { docsSchema } from '@astrojs/starlight/schema';
import { glob } from 'astro/loaders';

// Lessons live in the top-level `content/` tree (one folder per locale), not in src/,
// so writers never have to touch the code.
export const collections = {
  docs: defineCollection({
    loader: glob({ pattern: '**/[^_]*.{md,mdx}', base: './content/docs' }),
    schema: docsSchema(),
  }),
};
