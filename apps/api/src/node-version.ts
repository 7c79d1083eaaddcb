// The api runs on Node.js MIN_NODE_MAJOR or newer (the root package.json's `engines`, and what
// tooling/scripts/bootstrap.mjs brings; tooling/scripts/node-version.test.ts keeps the three
// equal). On an older Node it fails deep in a dependency with a message that names nothing
// ("Cannot read properties of undefined (reading 'bind')"), so each entry point checks first
// and says what is needed.
export const MIN_NODE_MAJOR = 22;

/** Why `version` (process.versions.node) cannot run the api, or undefined when it can. */
export function unsupportedNodeReason(version: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (Number.isInteger(major) && major >= MIN_NODE_MAJOR) return undefined;
  return (
    `The api needs Node.js ${MIN_NODE_MAJOR} or newer; this is Node.js ${version}. ` +
    `Run it through \`npm start\` (which brings Node.js ${MIN_NODE_MAJOR} where the machine ` +
    `has an older one) or install Node.js ${MIN_NODE_MAJOR}.`
  );
}

/** Exits with 1 and the reason when this Node.js cannot run the api. */
export function exitUnlessSupportedNode(): void {
  const reason = unsupportedNodeReason(process.versions.node);
  if (!reason) return;
  console.error(reason);
  process.exit(1);
}
