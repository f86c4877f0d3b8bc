// Every requirement the instructions state is exercised by a scenario step: a sentence that asks
// for something ("Fix … so …", "must", the items of a "so that:" list) has an entry in the
// exercise's `requirements` table naming the scenario and the steps (actions, expectations,
// adversity, trace checks) that exercise it. A requirement without a step fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeExerciseIds, EXERCISES, load } from './helpers.ts';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * The requirement sentences of an instructions file: sentences that ask for something (start with
 * Fix, Make, Complete, "Any of these", "Two fixes", "Say which", or say "must"), and the items of a
 * list introduced by "… so that:" or "… it:". Code blocks are left out.
 */
function requirementSentences(md: string): string[] {
  const out: string[] = [];
  const blocks = md.replace(/```[\s\S]*?```/g, '').split(/\n\s*\n/);
  let listFollows = false;
  for (const b of blocks) {
    const items: string[] = [];
    let lead = '';
    for (const l of b.split('\n')) {
      if (/^\s*(?:[-*]|\d+\.)\s+/.test(l)) items.push(l.replace(/^\s*(?:[-*]|\d+\.)\s+/, ''));
      else if (items.length > 0) items[items.length - 1] += ` ${l.trim()}`;
      else if (!l.startsWith('#')) lead += ` ${l.trim()}`;
    }
    lead = norm(lead);
    for (const s of lead.split(/(?<=[.!?])\s+(?=[A-Z`*])/))
      if (
        !s.endsWith(':') &&
        (/^(Fix|Make|Complete|Any of these|Two fixes|Say which)\b/.test(s) || /\bmust\b/.test(s))
      )
        out.push(s);
    const introduces = /\b(so that|it):$/.test(lead);
    if (items.length > 0 && (introduces || (lead === '' && listFollows))) out.push(...items.map(norm));
    listFollows = introduces && items.length === 0;
  }
  return out;
}

/**
 * Exercises whose requirements table is still to be written by the helper that owns them (added
 * after the tables were). Listed so that no other exercise can go without one.
 */
const PENDING = new Set<string>([]);

describe('requirements map to scenario steps', () => {
  it('finds the requirement sentences of a list introduced by "so that:"', () => {
    const md =
      'Intro.\n\nFix `a.go` so that:\n\n- one thing;\n- another\n  thing.\n\nRun it. The App must be ready.\n';
    expect(requirementSentences(md)).toEqual(['one thing;', 'another thing.', 'The App must be ready.']);
  });

  for (const id of codeExerciseIds().filter((x) => !PENDING.has(x))) {
    it(`${id}: every requirement sentence has a scenario step`, () => {
      const ex = load(id).exercise;
      const md = readFileSync(join(EXERCISES, id, ex.instructions.en), 'utf8');
      const table = ex.requirements;
      expect(table.length, `${id} has no requirements table`).toBeGreaterThan(0);
      const missing = requirementSentences(md).filter(
        (s) => !table.some((r) => norm(s).includes(norm(r.text))),
      );
      expect(missing, `${id}: requirements without a scenario step`).toEqual([]);
      for (const r of table)
        expect(norm(md).includes(norm(r.text)), `${id}: "${r.text}" is not in the instructions`).toBe(true);
    });
  }
});
