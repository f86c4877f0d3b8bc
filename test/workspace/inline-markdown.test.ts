import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown } from '../../src/workspace/inline-markdown.ts';

describe('hint Markdown (inline subset)', () => {
  it('renders code spans literally, with their content escaped', () => {
    expect(renderInlineMarkdown('Use `types.NamespacedName{Namespace: app.Namespace}` here')).toBe(
      'Use <code>types.NamespacedName{Namespace: app.Namespace}</code> here',
    );
    expect(renderInlineMarkdown('`a <b> **c**`')).toBe('<code>a &lt;b&gt; **c**</code>');
  });

  it('closes a code span only with a run of the same length', () => {
    expect(renderInlineMarkdown('``a ` b``')).toBe('<code>a ` b</code>');
  });

  it('renders bold, italics and site or https links', () => {
    expect(renderInlineMarkdown('**Build** the *key*')).toBe('<strong>Build</strong> the <em>key</em>');
    expect(renderInlineMarkdown('see [the lesson](/en/lessons/scope/#get-takes-a-key)')).toBe(
      'see <a href="/en/lessons/scope/#get-takes-a-key">the lesson</a>',
    );
  });

  it('never lets markup or script URLs through', () => {
    expect(renderInlineMarkdown('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(renderInlineMarkdown('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
    expect(renderInlineMarkdown('[x](/a" onclick="b)')).not.toContain('onclick="');
  });

  it('leaves an unclosed backtick as text', () => {
    expect(renderInlineMarkdown('a ` b')).toBe('a ` b');
  });
});
