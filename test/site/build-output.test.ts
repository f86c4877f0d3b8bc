import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWarnings, oversizedChunks } from '../../scripts/build-checked.ts';

// The e2e run builds through scripts/build-checked.ts, which fails when the build warns or a page
// chunk grows past 500 kB (issue 17, item 11). These prove the check finds what the build printed
// before the fixes, and that the causes stay fixed in the configuration.

const root = join(import.meta.dirname, '..', '..');

/** What `astro build` printed before the fixes (abridged: one MODULE_LEVEL_DIRECTIVE of 30). */
const BEFORE = `18:58:19 [build] Building static entrypoints...
\u001b[33m18:58:31 [WARN] [vite] [MODULE_LEVEL_DIRECTIVE] The semantics of the module level directive "use astro:head-inject" in "content/docs/en/index.mdx?astroPropagatedAssets" may not be preserved when bundling.\u001b[39m
   ╭─[ content/docs/en/index.mdx?astroPropagatedAssets:2:6 ]
 2 │               "use astro:head-inject";
───╯
18:58:59 [WARN] [vite] [plugin builtin:vite-reporter] 
(!) Some chunks are larger than 500 kB after minification. Consider:
- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.
18:58:59 [vite] ✓ built in 28.47s
18:59:01 [WARN] [content] The collection "i18n" does not exist or is empty. Please check your content config file for errors.
18:59:01   ├─ /404.html18:59:01 [WARN] [content] Entry docs → 404 was not found.
 (+208ms) 
18:59:16 [WARN] [@astrojs/sitemap] The Sitemap integration requires the \`site\` astro.config option. Skipping.
18:59:16 [build] Complete!
`;

describe('scripts/build-checked.ts', () => {
  it('finds every warning the build printed before the fixes', () => {
    const w = buildWarnings(BEFORE);
    expect(w).toHaveLength(6);
    expect(w[0]).toContain('MODULE_LEVEL_DIRECTIVE');
    expect(w.some((x) => x.startsWith('(!) Some chunks are larger than 500 kB'))).toBe(true);
    expect(w.some((x) => x.includes('collection "i18n" does not exist'))).toBe(true);
    expect(w.some((x) => x.includes('Entry docs → 404 was not found'))).toBe(true);
    expect(w.some((x) => x.includes('requires the `site` astro.config option'))).toBe(true);
  });

  it('finds none in a clean build', () => {
    expect(
      buildWarnings('18:59:01 [build] 96 page(s) built in 1m 47s\n18:59:16 [build] Complete!\n'),
    ).toEqual([]);
  });

  it('lets only the editor, the engine worker, the shell worker and its toolchain be over 500 kB', () => {
    const kB = 1024;
    expect(
      oversizedChunks([
        { name: 'editor.Ccn-MkNl.js', bytes: 2900 * kB },
        { name: 'worker-gwdTiyv9.js', bytes: 1500 * kB },
        { name: 'gopkg-UQdj2S3r.js', bytes: 900 * kB },
        { name: 'go-BkVS3lxT.js', bytes: 790 * kB },
        { name: 'google-maps.js', bytes: 600 * kB },
        { name: 'shell-worker-Q4NfsPa2.js', bytes: 1900 * kB },
        { name: 'local-manager-DwCn7Nzh.js', bytes: 1165 * kB },
        { name: 'Workspace.astro_astro_type_script_index_0_lang.BxXh.js', bytes: 40 * kB },
        { name: 'page.C9f2.js', bytes: 600 * kB },
        { name: 'styles.css', bytes: 900 * kB },
      ]),
    ).toEqual(['google-maps.js (600 kB)', 'page.C9f2.js (600 kB)']);
  });
});

describe('the causes stay fixed in the configuration', () => {
  const config = readFileSync(join(root, 'astro.config.mjs'), 'utf8');
  const content = readFileSync(join(root, 'src/content.config.ts'), 'utf8');

  it('defines the i18n collection Starlight reads its UI strings from', () => {
    expect(content).toMatch(/i18n: defineCollection\(\{ loader: i18nLoader\(\), schema: i18nSchema\(\) \}\)/);
  });

  it('has its own 404 page instead of a docs entry "404"', () => {
    expect(config).toMatch(/disable404Route: true/);
    expect(readFileSync(join(root, 'src/pages/404.astro'), 'utf8')).toContain('页面未找到');
  });

  it('drops only the upstream false positive, citing it', () => {
    expect(config).toContain('https://github.com/withastro/astro/issues/18087');
    expect(config).toMatch(/warning\.code === 'MODULE_LEVEL_DIRECTIVE' && warning\.message\.includes/);
  });

  it('overrides every Starlight zh-CN UI string that is still English', async () => {
    const path = join(root, 'node_modules/@astrojs/starlight/dist/translations/zh-CN.js');
    const builtIn = (await import(path)).default as Record<string, string>;
    const ours = JSON.parse(readFileSync(join(root, 'src/content/i18n/zh-CN.json'), 'utf8')) as Record<
      string,
      string
    >;
    // A sentence in Latin script (two words or more, no Chinese): "Section titled “{{title}}”".
    const english = Object.keys(builtIn).filter(
      (k) => !/[\u4e00-\u9fff]/.test(builtIn[k]!) && /[A-Za-z]+ [A-Za-z]+/.test(builtIn[k]!),
    );
    expect(english).toContain('heading.anchorLabel');
    for (const k of english) expect(ours[k], k).toMatch(/[\u4e00-\u9fff]/);
  });
});
