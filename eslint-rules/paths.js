// Path math shared by the architecture rules. Every check works on repo-relative POSIX paths
// computed from the linted file's name, so the rules read no files and give the same answer on
// every machine (and for the virtual file names of lintText).
import path from 'node:path';

/**
 * The linted file as a repo-relative POSIX path, or null when it lies outside the repo.
 * The root comes from `settings.architecture.root` so running ESLint from a sub-folder still
 * sees 'src/ui/…' rather than 'ui/…'; without it the working directory is the root.
 */
export function repoPath(context) {
  const root = context.settings?.architecture?.root ?? context.cwd;
  const rel = path.relative(root, context.filename);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep).join('/');
}

/**
 * Where an import specifier points, as a repo-relative path without trailing slash; null for a
 * package. A leading '/' is the project root (as in Vite). Query and hash suffixes such as
 * '?worker' or '?url' say how to load the module, not which one, so they are dropped.
 */
export function resolveImport(fromFile, specifier) {
  const bare = specifier.replace(/[?#].*$/, '');
  let target;
  if (bare.startsWith('/')) target = path.posix.normalize(bare.slice(1));
  else if (bare === '.' || bare === '..' || bare.startsWith('./') || bare.startsWith('../')) {
    target = path.posix.join(path.posix.dirname(fromFile), bare);
  } else return null;
  return target.replace(/\/+$/, '');
}

/** The package a bare specifier names: '@scope/name' or 'name' (subpaths dropped). */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether `file` is `dir` itself or lies below it. */
export function under(file, dir) {
  return file === dir || file.startsWith(`${dir}/`);
}

/** Whether `file` lies below any of `dirs`. */
export function underAny(file, dirs) {
  return dirs.some((dir) => under(file, dir));
}
