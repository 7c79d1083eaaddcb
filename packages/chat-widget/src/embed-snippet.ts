// The copy-paste embed snippet of the README, built from the loader's own names so that the
// two cannot drift apart (STYLE.md "The embeddable widget"). embed-snippet.test.ts fails when
// the README's copy differs, and `pnpm --filter @lawfirm/chat-widget run readme` rewrites it.
import { DEFAULT_CENTER_CODE } from './constants';
import { EMBED_FILES, GLOBAL_NAME } from './embed-files';
import { COMMANDS } from './loader/widget';
import { DEFAULT_Z_INDEX, SCRIPT_DATA_ATTRIBUTES, dataAttributeName } from './options';

export const SNIPPET_START = '<!-- embed-snippet:start (generated from src/embed-snippet.ts) -->';
export const SNIPPET_END = '<!-- embed-snippet:end -->';

/** An example value for every attribute the loader reads; a new attribute must be added here. */
const EXAMPLE_VALUES = {
  centerCode: DEFAULT_CENTER_CODE,
  apiBase: 'https://<api-origin>',
  bannerHeight: '0',
  zIndex: String(DEFAULT_Z_INDEX),
} satisfies Record<(typeof SCRIPT_DATA_ATTRIBUTES)[number], string>;

/**
 * The queueing stub: records calls in `q` until the loader replays them (command-queue.ts).
 * Laid out as Prettier lays it out, so that formatting the README leaves it as generated.
 */
export const STUB_SOURCE = [
  `window.${GLOBAL_NAME} =`,
  `  window.${GLOBAL_NAME} ||`,
  `  function () {`,
  `    (${GLOBAL_NAME}.q = ${GLOBAL_NAME}.q || []).push(arguments);`,
  `  };`,
].join('\n');

/** The snippet: the stub, then the loader's tag with every data attribute it reads. */
export function embedSnippet(origin = 'https://<api-origin>'): string {
  const attributes = SCRIPT_DATA_ATTRIBUTES.map(
    (key) => `\n  ${dataAttributeName(key)}="${EXAMPLE_VALUES[key]}"`,
  ).join('');
  return [
    '<script>',
    ...STUB_SOURCE.split('\n').map((line) => `  ${line}`),
    '</script>',
    `<script\n  src="${origin}/widget/${EMBED_FILES.loader}"${attributes}\n  async\n></script>`,
  ].join('\n');
}

/** The arguments a command takes after its name, as the README shows them. */
const COMMAND_ARGUMENTS: Partial<Record<(typeof COMMANDS)[number], string>> = {
  on: ', event, handler',
  off: ', event, handler',
  setBannerHeight: ', px',
};

/** The README block between the markers: the snippet and the commands it accepts. */
export function readmeBlock(): string {
  return [
    SNIPPET_START,
    '',
    '```html',
    embedSnippet(),
    '```',
    '',
    `Commands: ${COMMANDS.map(
      (command) => `\`${GLOBAL_NAME}('${command}'${COMMAND_ARGUMENTS[command] ?? ''})\``,
    ).join(', ')}.`,
    '',
    SNIPPET_END,
  ].join('\n');
}

/** `readme` with its block replaced by `readmeBlock()`; throws when the markers are missing. */
export function withReadmeBlock(readme: string): string {
  const start = readme.indexOf(SNIPPET_START);
  const end = readme.indexOf(SNIPPET_END);
  if (start < 0 || end < start) throw new Error('README.md: the embed-snippet markers are missing');
  return readme.slice(0, start) + readmeBlock() + readme.slice(end + SNIPPET_END.length);
}
