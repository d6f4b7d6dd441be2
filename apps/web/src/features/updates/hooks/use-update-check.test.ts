import { VERSION_MANIFEST_PATH } from '@member-site/contracts/constants';
import { describe, expect, it } from 'vitest';

import { VERSION_FILE_PATH, createVersionManifest } from '../../../../build/version-plugin';
import { isNewBuild } from './use-update-check';

describe('update detection', () => {
  it('reports a new build only when the deployed version differs', () => {
    expect(isNewBuild('1.0.0+b', '1.0.0+a')).toBe(true);
    expect(isNewBuild('1.0.0+a', '1.0.0+a')).toBe(false);
    expect(isNewBuild(undefined, '1.0.0+a')).toBe(false);
  });

  it('writes the manifest where the client polls it, with a fresh version per build', () => {
    expect(VERSION_FILE_PATH).toBe(VERSION_MANIFEST_PATH);
    const first = createVersionManifest('0.1.0', undefined, new Date('2026-01-01T00:00:00Z'));
    const second = createVersionManifest('0.1.0', undefined, new Date('2026-01-01T00:00:01Z'));
    expect(first.version).not.toBe(second.version);
    expect(first.builtAt).toBe('2026-01-01T00:00:00.000Z');
    expect(createVersionManifest('0.1.0', 'release-7').version).toBe('release-7');
  });
});
