// Turns the client build's index.html into TanStack Router's asset manifest. The server
// renders the whole document from the root route, so the template is not filled in: it only
// says which assets the browser needs. The root route's <HeadContent> and <Scripts> render
// them, and the manifest travels to the browser with the router state, so the browser
// renders the same tags and hydration matches.
import { rootRouteId } from '@tanstack/react-router';
import type { Manifest } from '@tanstack/react-router';

type ManifestRoute = Manifest['routes'][string];

type Attributes = Record<string, string | true>;

const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const LINK_PATTERN = /<link\b([^>]*?)\/?>/gi;
const ATTRIBUTE_PATTERN = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function manifestFromTemplate(template: string): Manifest {
  // Comments may hold example tags (ours does); they are not assets.
  const html = template.replace(/<!--[\s\S]*?-->/g, '');
  const root: Required<Pick<ManifestRoute, 'scripts' | 'css' | 'preloads'>> = {
    scripts: [],
    css: [],
    preloads: [],
  };

  for (const [, rawAttributes = '', body = ''] of html.matchAll(SCRIPT_PATTERN)) {
    const attributes = parseAttributes(rawAttributes);
    // Only module scripts are the app's: Vite's entry, and in development its client and
    // the React refresh preamble.
    if (attributes.type !== 'module') continue;
    const src = stringAttribute(attributes, 'src');
    root.scripts.push(
      src
        ? { attrs: { type: 'module', src, ...crossOrigin(attributes) } }
        : { attrs: { type: 'module' }, children: body },
    );
  }

  for (const [, rawAttributes = ''] of html.matchAll(LINK_PATTERN)) {
    const attributes = parseAttributes(rawAttributes);
    const href = stringAttribute(attributes, 'href');
    if (!href) continue;
    if (attributes.rel === 'stylesheet') root.css.push({ href, ...crossOrigin(attributes) });
    else if (attributes.rel === 'modulepreload')
      root.preloads.push({ href, ...crossOrigin(attributes) });
  }

  return { routes: { [rootRouteId]: root } };
}

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name = '', doubleQuoted, singleQuoted, unquoted] of source.matchAll(
    ATTRIBUTE_PATTERN,
  )) {
    attributes[name.toLowerCase()] = doubleQuoted ?? singleQuoted ?? unquoted ?? true;
  }
  return attributes;
}

function stringAttribute(attributes: Attributes, name: string): string | undefined {
  const value = attributes[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Vite marks its assets `crossorigin` (anonymous); React spells the attribute crossOrigin. */
function crossOrigin(attributes: Attributes): { crossOrigin?: 'anonymous' | 'use-credentials' } {
  const value = attributes.crossorigin;
  if (value === undefined) return {};
  return { crossOrigin: value === 'use-credentials' ? 'use-credentials' : 'anonymous' };
}
