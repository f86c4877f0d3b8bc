import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaTitles, errorCatalog, errorEntry } from '../../src/site/errors/catalog.ts';
import { docsRoot, pageAnchors } from './anchors.ts';

// The design docs sit beside the checkout (../shared/design), here and in CI.
const designDir = process.env.OPLAB_DESIGN_DIR ?? join(process.cwd(), '..', 'shared', 'design');

describe('error catalogue', () => {
  it('has unique ids usable as anchors', () => {
    const ids = errorCatalog.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every entry a title, origin, cause and fix in both locales', () => {
    for (const e of errorCatalog) {
      for (const field of [e.title, e.origin, e.cause, e.fix]) {
        expect(field.en.trim(), e.id).not.toBe('');
        expect(field['zh-CN'].trim(), e.id).not.toBe('');
        // Chinese text is written for Chinese readers; it may equal the English only for pure code.
        if (field['zh-CN'] === field.en) expect(field.en, e.id).toMatch(/^[\w./ -]+$/);
      }
      expect(Object.keys(areaTitles)).toContain(e.area);
    }
  });

  it('links every entry to a lesson section that exists', () => {
    const anchors = new Map(pageAnchors('en').map((p) => [p.page, new Set(p.anchors.map((a) => a.id))]));
    for (const e of errorCatalog) {
      const [page, anchor] = e.lesson.split('#');
      expect(anchors.get(page)?.has(anchor), `${e.id} → ${e.lesson}`).toBe(true);
    }
  });

  it('resolves ids used by lessons and rejects unknown ones', () => {
    expect(errorEntry('conflict').message).toContain('the object has been modified; please apply');
    expect(() => errorEntry('no-such-message')).toThrow('unknown error-catalogue id "no-such-message"');
    for (const locale of ['en', 'zh-cn']) {
      for (const page of pageAnchors(locale as 'en')) {
        const text = readFileSync(join(docsRoot, locale, `${page.page}.mdx`), 'utf8');
        for (const m of text.matchAll(/<Message id="([^"]+)"/g)) expect(() => errorEntry(m[1])).not.toThrow();
      }
    }
  });

  // The design documents live outside the repository (the lead's shared folder); when they are
  // present, every message must be a verbatim substring of them — the "to the letter" rule.
  it.runIf(existsSync(join(designDir, 'SEMANTICS.md')))(
    'quotes every message verbatim from the design documents',
    () => {
      const docs = ['SEMANTICS.md', 'TOOLCHAIN.md']
        .map((f) => readFileSync(join(designDir, f), 'utf8'))
        .join('\n');
      // Where the documents are silent the entry names the real source it was read from instead.
      const missing = errorCatalog.filter((e) => !e.source && !docs.includes(e.message)).map((e) => e.id);
      expect(missing).toEqual([]);
      for (const e of errorCatalog.filter((x) => x.source))
        expect(e.source, e.id).toMatch(/^[\w.-]+\/[\w.-]+ /);
    },
  );
});
