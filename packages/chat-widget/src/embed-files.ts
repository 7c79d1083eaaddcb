// The file names of the script-tag build. vite.config.ts writes them and the loader imports
// the panel by the same name, so the two cannot drift apart.
export const EMBED_FILES = {
  loader: 'loader.js',
  panel: 'panel.js',
} as const;

/**
 * The folder of the panel's split chunks, named by their content's hash: a host may cache them
 * for good, while the two names above are revalidated (a new version keeps their names). Apart
 * from EMBED_FILES, which the loader carries.
 */
export const EMBED_CHUNKS_DIR = 'chunks';

/** The one global the loader defines on the host page's window. */
export const GLOBAL_NAME = 'LawfirmChat';

/** The host element's tag: a custom-element name, so host-page selectors like `div` miss it. */
export const HOST_TAG = 'lawfirm-chat-widget';
