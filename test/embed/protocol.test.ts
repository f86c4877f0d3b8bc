// The embed protocol's messages: what the widget accepts from a host, what it sends, and its schema.
import { describe, expect, test } from 'vitest';
import {
  EMBED_PROTOCOL_VERSION,
  EMBED_SOURCE,
  EmbedEvent,
  originAllowed,
  parseCommand,
  widgetPath,
} from '../../src/embed/protocol.ts';
import { embedProtocolSchema } from '../../src/embed/schema.ts';

const env = { source: EMBED_SOURCE, version: EMBED_PROTOCOL_VERSION };

describe('commands from a host', () => {
  test('the five documented commands parse', () => {
    for (const c of [
      { type: 'run' },
      { type: 'check' },
      { type: 'reset' },
      { type: 'setTheme', theme: 'light' },
      { type: 'setLang', lang: 'zh-cn' },
    ]) {
      const r = parseCommand({ ...env, ...c });
      expect(r.ok, JSON.stringify(c)).toBe(true);
    }
  });

  test('anything else is refused with a reason, never thrown', () => {
    const bad: unknown[] = [
      null,
      'check',
      42,
      { type: 'check' }, // no envelope
      { ...env, version: 2, type: 'check' },
      { ...env, type: 'eval', code: 'alert(1)' },
      { ...env, type: 'setTheme', theme: 'neon' },
      { ...env, type: 'setLang', lang: 'fr' },
      { ...env, type: 'run', files: { 'main.go': 'package main' } }, // no command carries code
      { ...env, type: 'check', instance: '<script>' },
    ];
    for (const b of bad) {
      const r = parseCommand(b);
      expect(r.ok, JSON.stringify(b)).toBe(false);
      if (!r.ok) expect(r.why.length).toBeGreaterThan(0);
    }
  });

  test('allowed origins: * takes any, a list takes exactly its members', () => {
    expect(originAllowed('https://wiki.example', ['*'])).toBe(true);
    expect(originAllowed('https://wiki.example', ['https://wiki.example'])).toBe(true);
    expect(originAllowed('https://wiki.example.evil', ['https://wiki.example'])).toBe(false);
    expect(originAllowed('http://wiki.example', ['https://wiki.example'])).toBe(false);
  });
});

describe('events to a host', () => {
  test('a check event with the report summary validates; one carrying code does not', () => {
    const check = {
      ...env,
      type: 'check',
      exercise: 'scope-get',
      passed: false,
      status: 'fail',
      checks: [{ id: 'scope.get-namespace', status: 'fail' }],
      durationMs: 120,
    };
    expect(EmbedEvent.safeParse(check).success).toBe(true);
    expect(EmbedEvent.safeParse({ ...check, code: 'package main' }).success).toBe(false);
  });

  test('resize heights are positive integers', () => {
    const r = { ...env, type: 'resize', exercise: 'scope-get' };
    expect(EmbedEvent.safeParse({ ...r, height: 812 }).success).toBe(true);
    expect(EmbedEvent.safeParse({ ...r, height: 0 }).success).toBe(false);
    expect(EmbedEvent.safeParse({ ...r, height: 1.5 }).success).toBe(false);
  });
});

test('widget addresses: English at /embed/<id>/, Chinese under zh-cn/, theme as a query', () => {
  expect(widgetPath('scope-get', 'en')).toBe('/embed/scope-get/');
  expect(widgetPath('scope-get', 'zh-cn', 'light')).toBe('/embed/scope-get/zh-cn/?theme=light');
});

test('the JSON Schema names every event and command, with the version', () => {
  const s = embedProtocolSchema() as { $defs: Record<string, { properties?: Record<string, unknown> }> };
  expect(Object.keys(s.$defs).sort()).toEqual(
    [
      'CheckCommand',
      'CheckEvent',
      'ProgressEvent',
      'ReadyEvent',
      'ResetCommand',
      'ResizeEvent',
      'RunCommand',
      'RunEvent',
      'SetLangCommand',
      'SetThemeCommand',
    ].sort(),
  );
  expect(s.$defs.CheckEvent?.properties?.version).toEqual({ type: 'number', const: 1 });
  expect(JSON.stringify(s)).toContain('"setLang"');
});
