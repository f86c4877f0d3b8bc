// The one version rule of the toolchain: Go versions as cmd/go/internal/gover compares them, module
// versions as golang.org/x/mod/semver does. Cases from gover's and semver's own tests.
import { describe, expect, it } from 'vitest';
import * as gover from '../../../src/go/build/mod/gover.ts';
import * as semver from '../../../src/go/build/mod/semver.ts';

describe('gover', () => {
  it('orders language versions, prereleases and releases as Go 1.21+ does', () => {
    const ordered = [
      '1.20',
      '1.21',
      '1.21rc1',
      '1.21rc2',
      '1.21.0',
      '1.21.1',
      '1.22beta1',
      '1.22rc1',
      '1.22.0',
    ];
    for (let i = 0; i + 1 < ordered.length; i++) {
      expect(gover.compare(ordered[i], ordered[i + 1]), `${ordered[i]} < ${ordered[i + 1]}`).toBe(-1);
      expect(gover.compare(ordered[i + 1], ordered[i])).toBe(1);
    }
  });
  it('treats a missing patch as .0 before Go 1.21 only', () => {
    expect(gover.compare('1.20', '1.20.0')).toBe(0);
    expect(gover.compare('1.19', '1.19.0')).toBe(0);
    expect(gover.compare('1.21', '1.21.0')).toBe(-1);
    expect(gover.compare('1', '1.0.0')).toBe(0);
  });
  it('compares numbers, not strings, and sorts invalid versions first', () => {
    expect(gover.compare('1.9', '1.10')).toBe(-1);
    expect(gover.compare('1.21.10', '1.21.9')).toBe(1);
    expect(gover.compare('bad', '1.0')).toBe(-1);
    expect(gover.isValid('1.21.3rc1')).toBe(false);
    expect(gover.isValid('1.021')).toBe(false);
  });
  it('gives languages and toolchain versions', () => {
    expect(gover.lang('1.21.3')).toBe('1.21');
    expect(gover.lang('1.22rc1')).toBe('1.22');
    expect(gover.isLang('1.21')).toBe(true);
    expect(gover.isLang('1.21.0')).toBe(false);
    expect(gover.fromToolchain('go1.23.5')).toBe('1.23.5');
    expect(gover.fromToolchain('go1.21.0-custom')).toBe('1.21.0');
    expect(gover.fromToolchain('default')).toBe('');
  });
});

describe('semver', () => {
  it('orders releases, prereleases and pseudo-versions', () => {
    const ordered = [
      'v0.0.0-20240507051437-479b723944e3',
      'v0.28.0-alpha.1',
      'v0.28.0-alpha.2',
      'v0.28.0-alpha.10',
      'v0.28.0-beta',
      'v0.28.0',
      'v0.28.3',
      'v0.29.0',
      'v1.0.0',
    ];
    for (let i = 0; i + 1 < ordered.length; i++) expect(semver.compare(ordered[i], ordered[i + 1])).toBe(-1);
  });
  it('validates as x/mod/semver does', () => {
    expect(semver.isValid('v1.2.3+incompatible')).toBe(true);
    expect(semver.isValid('v1.2')).toBe(true);
    expect(semver.isValid('1.2.3')).toBe(false);
    expect(semver.isValid('v1.02.3')).toBe(false);
    expect(semver.isValid('v1.2.3-01')).toBe(false);
    expect(semver.compare('v1.2', 'v1.2.0')).toBe(0);
    expect(semver.compare('junk', 'v0.0.1')).toBe(-1);
    expect(semver.majorMinor('v0.28.3')).toBe('v0.28');
    expect(semver.canonical('v1.2.3-pre+meta')).toBe('v1.2.3-pre');
    expect(semver.canonical('v1.2')).toBe('v1.2.0');
  });
});
