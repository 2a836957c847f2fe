/**
 * `node:fs` with a `globSync`, for Lingui on Node 20 (see register.mjs): the module's own exports
 * plus a small `globSync(patterns, { exclude })` for the patterns Lingui gives it (absolute or
 * relative to the working directory; `*`, `**`, `?`, `{a,b}`), returning the matching files.
 */
import fs from 'node:fs';
import path from 'node:path';

export * from 'node:fs';
export default fs;

const GLOB_CHARS = /[*?{[]/;

function toRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` is any number of directories (none too); `**` at the end is anything.
      if (pattern[i + 2] === '/') {
        source += '(?:.*/)?';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '{') source += '(?:';
    else if (c === '}') source += ')';
    else if (c === ',' && source.lastIndexOf('(?:') > source.lastIndexOf(')')) source += '|';
    else source += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const absolute = (p) => path.resolve(p).split(path.sep).join('/');

/** The directory before the first segment with a wildcard. */
function baseOf(pattern) {
  const parts = pattern.split('/');
  const index = parts.findIndex((part) => GLOB_CHARS.test(part));
  return index < 0 ? pattern : parts.slice(0, index).join('/') || '/';
}

export const globSync =
  fs.globSync ??
  function globSync(patterns, options = {}) {
    const excluded = (options.exclude ?? []).map((p) =>
      toRegExp(p.startsWith('**') ? p : absolute(p)),
    );
    // A path is excluded when it, or a directory above it, matches an exclusion.
    const isExcluded = (file) => {
      const parts = file.split('/');
      for (let n = parts.length; n > 0; n--) {
        const prefix = parts.slice(0, n).join('/');
        if (excluded.some((re) => re.test(prefix))) return true;
      }
      return false;
    };
    const found = new Set();
    for (const raw of [].concat(patterns)) {
      const pattern = absolute(raw);
      const base = baseOf(pattern);
      if (base === pattern) {
        if (fs.existsSync(pattern) && !isExcluded(pattern)) found.add(pattern);
        continue;
      }
      if (!fs.existsSync(base)) continue;
      const re = toRegExp(pattern);
      for (const entry of fs.readdirSync(base, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = absolute(path.join(entry.parentPath ?? entry.path, entry.name));
        if (re.test(file) && !isExcluded(file)) found.add(file);
      }
    }
    return [...found];
  };
