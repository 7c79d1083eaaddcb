// `pnpm --filter @lawfirm/api run images`: (re)writes apps/api/static from the seed data and
// removes files the seed no longer refers to, so the committed folder is exactly what it uses.
// brochures/ is not the seed's: its PDFs come from `pnpm --filter @repo/e2e brochures`.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { BROCHURE_DIR, buildImages, staticDir } from './build-images';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(staticDir, join(entry.parentPath, entry.name)));
}

const images = buildImages();
mkdirSync(staticDir, { recursive: true });
for (const file of listFiles(staticDir)) {
  if (!images.has(file) && !file.startsWith(BROCHURE_DIR)) rmSync(join(staticDir, file));
}
let bytes = 0;
for (const [file, svg] of images) {
  const path = join(staticDir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
  bytes += Buffer.byteLength(svg);
}
console.info(`wrote ${images.size} images (${Math.round(bytes / 1024)} KB) to ${staticDir}`);
