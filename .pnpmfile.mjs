// pnpm hooks for this workspace.
//
// beforePacking runs when `pnpm pack` or `pnpm publish` (which Changesets uses) writes a
// package's tarball. Workspace manifests list the `@lawfirm/source` export condition first,
// pointing at src/, so the apps, tests and type-checks here read TypeScript source without a
// build. src/ is not shipped (it needs this workspace's build settings: tsup's CSS and font
// loaders, the widget's build-time constants), so the published manifest must not name it:
// the condition is removed here and only the dist/ targets are published. A subpath that has
// only the source condition (packages/site's route tree, compiled by the apps that serve it) is
// the workspace's own and is not published at all.
// `tooling/package-check` verifies the result on every test run.

const SOURCE_CONDITION = '@lawfirm/source';

/** @param {unknown} entry */
function withoutSourceCondition(entry) {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  return Object.fromEntries(
    Object.entries(entry)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** @param {unknown} entry */
const isEmptyObject = (entry) =>
  entry !== null && typeof entry === 'object' && Object.keys(entry).length === 0;

/** @param {unknown} exportsField */
function publishedExports(exportsField) {
  const stripped = withoutSourceCondition(exportsField);
  if (stripped === null || typeof stripped !== 'object' || Array.isArray(stripped)) return stripped;
  return Object.fromEntries(Object.entries(stripped).filter(([, entry]) => !isEmptyObject(entry)));
}

export const hooks = {
  /** @param {Record<string, unknown>} manifest */
  beforePacking(manifest) {
    if (manifest.exports !== undefined) manifest.exports = publishedExports(manifest.exports);
    return manifest;
  },
};
