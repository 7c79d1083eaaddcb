// Rules on a published manifest that publint and attw do not cover: every export target is a
// file the tarball ships (publint does not look at custom conditions), the workspace-only
// source condition is gone, and the licence agrees with publishConfig.

/** The condition under which workspace packages resolve each other's `src/`. */
export const SOURCE_CONDITION = '@lawfirm/source';

/**
 * @typedef {{ subpath: string, conditions: string[], target: string }} ExportTarget
 */

/**
 * Every target of an `exports` field, with the subpath and the conditions that lead to it.
 * @param {unknown} exportsField
 * @returns {ExportTarget[]}
 */
export function listExportTargets(exportsField) {
  if (exportsField === undefined || exportsField === null) return [];
  const isSubpathMap =
    typeof exportsField === 'object' &&
    !Array.isArray(exportsField) &&
    Object.keys(exportsField).every((key) => key.startsWith('.'));
  if (!isSubpathMap) return walk('.', [], exportsField);
  return Object.entries(/** @type {Record<string, unknown>} */ (exportsField)).flatMap(
    ([subpath, value]) => walk(subpath, [], value),
  );
}

/**
 * @param {string} subpath
 * @param {string[]} conditions
 * @param {unknown} value
 * @returns {ExportTarget[]}
 */
function walk(subpath, conditions, value) {
  if (typeof value === 'string') return [{ subpath, conditions, target: value }];
  if (Array.isArray(value)) return value.flatMap((item) => walk(subpath, conditions, item));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([condition, inner]) =>
      walk(subpath, [...conditions, condition], inner),
    );
  }
  // `null` excludes a subpath on purpose: nothing to ship.
  return [];
}

/**
 * Whether a target (`./dist/x.js`, or a pattern with one `*`) names a shipped file.
 * @param {string} target
 * @param {string[]} files paths inside the tarball, relative to the package root
 */
export function ships(target, files) {
  const path = target.replace(/^\.\//, '');
  const star = path.indexOf('*');
  if (star === -1) return files.includes(path);
  const prefix = path.slice(0, star);
  const suffix = path.slice(star + 1);
  return files.some(
    (file) =>
      file.length >= prefix.length + suffix.length &&
      file.startsWith(prefix) &&
      file.endsWith(suffix),
  );
}

/**
 * Subpaths that are modules with types (attw checks them) and the other ones: stylesheets,
 * script-tag files and package.json, which are shipped files only.
 * @param {unknown} exportsField
 */
export function entryPointKinds(exportsField) {
  /** @type {Map<string, boolean>} */
  const typed = new Map();
  for (const { subpath, conditions } of listExportTargets(exportsField)) {
    typed.set(subpath, (typed.get(subpath) ?? false) || conditions.includes('types'));
  }
  const entries = [...typed];
  return {
    modules: entries.filter(([, hasTypes]) => hasTypes).map(([subpath]) => subpath),
    files: entries.filter(([, hasTypes]) => !hasTypes).map(([subpath]) => subpath),
  };
}

/**
 * What is wrong with a manifest as published, given the files its tarball ships.
 * @param {Record<string, unknown>} manifest the package.json inside the tarball
 * @param {string[]} files
 * @returns {string[]}
 */
export function findProblems(manifest, files) {
  /** @type {string[]} */
  const problems = [];
  for (const { subpath, conditions, target } of listExportTargets(manifest.exports)) {
    const where = `exports["${subpath}"]${conditions.map((c) => `["${c}"]`).join('')}`;
    if (conditions.includes(SOURCE_CONDITION)) {
      problems.push(
        `${where} is published: the workspace-only ${SOURCE_CONDITION} condition must be removed on pack (the beforePacking hook in .pnpmfile.mjs)`,
      );
    } else if (!ships(target, files)) {
      problems.push(`${where} points at ${target}, which the tarball does not ship`);
    }
  }
  for (const field of ['main', 'module', 'types', 'typings']) {
    const target = manifest[field];
    if (typeof target === 'string' && !ships(target, files)) {
      problems.push(`"${field}" points at ${target}, which the tarball does not ship`);
    }
  }
  const access = /** @type {{ access?: unknown } | undefined} */ (manifest.publishConfig)?.access;
  if (manifest.license === 'UNLICENSED' && access !== 'restricted') {
    problems.push(
      `"license" is UNLICENSED (proprietary) but publishConfig.access is ${JSON.stringify(access)}: it must be "restricted"`,
    );
  }
  return problems;
}
