import { describe, expect, it } from 'vitest';
import { type Lockfile, completeLockfile, platformOf } from './complete-lockfile';

describe('platformOf', () => {
  it('reads os, cpu and libc from the conventional names', () => {
    expect(platformOf('@rollup/rollup-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@rollup/rollup-linux-arm-musleabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['musl'],
    });
    expect(platformOf('@unrs/resolver-binding-linux-x64-gnu')).toEqual({
      os: ['linux'],
      cpu: ['x64'],
      libc: ['glibc'],
    });
    expect(platformOf('@rollup/rollup-win32-x64-gnu')).toEqual({ os: ['win32'], cpu: ['x64'] });
    expect(platformOf('@esbuild/android-arm')).toEqual({ os: ['android'], cpu: ['arm'] });
  });

  it('gives up on names without a platform', () => {
    expect(platformOf('fsevents')).toBeNull();
    expect(platformOf('@unrs/resolver-binding-wasm32-wasi')).toBeNull();
  });
});

describe('completeLockfile', () => {
  const lock = (): Lockfile => ({
    name: 'x',
    packages: {
      '': { name: 'x' },
      'node_modules/rollup': {
        version: '4.1.0',
        dev: true,
        optionalDependencies: {
          '@rollup/rollup-linux-x64-gnu': '4.1.0',
          '@rollup/rollup-darwin-arm64': '4.1.0',
        },
      },
      'node_modules/@rollup/rollup-linux-x64-gnu': {
        version: '4.1.0',
        integrity: 'sha512-x',
        cpu: ['x64'],
        dev: true,
        libc: ['glibc'],
        optional: true,
        os: ['linux'],
      },
    },
  });

  it('adds each missing platform build in npm key and package order', () => {
    const l = lock();
    expect(completeLockfile(l)).toEqual({
      added: ['@rollup/rollup-darwin-arm64@4.1.0'],
      unknown: [],
    });
    expect(Object.keys(l.packages)).toEqual([
      '',
      'node_modules/@rollup/rollup-darwin-arm64',
      'node_modules/@rollup/rollup-linux-x64-gnu',
      'node_modules/rollup',
    ]);
    expect(JSON.stringify(l.packages['node_modules/@rollup/rollup-darwin-arm64'])).toBe(
      '{"version":"4.1.0","cpu":["arm64"],"dev":true,"optional":true,"os":["darwin"]}',
    );
    // Idempotent.
    expect(completeLockfile(l).added).toEqual([]);
  });

  it('counts a build nested under a parent folder as present', () => {
    const l = lock();
    l.packages['node_modules/rollup/node_modules/@rollup/rollup-darwin-arm64'] = {
      version: '4.1.0',
    };
    expect(completeLockfile(l).added).toEqual([]);
  });

  it('reports what it cannot place', () => {
    const l = lock();
    l.packages['node_modules/rollup'].optionalDependencies = { fsevents: '~2.3.2' };
    expect(completeLockfile(l)).toEqual({
      added: [],
      unknown: ['fsevents@~2.3.2 (optional dependency of node_modules/rollup)'],
    });
  });
});
