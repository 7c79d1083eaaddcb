import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { ARTICLE_SEED } from '../article-seed';
import { CHAT_CHANNEL_SEED } from '../chat-seed';
import { WORKFLOW_SEED } from '../workflow-seed';
import { BANNER_SEED } from '../banner-seed';
import { FAQ_SEED } from '../faq-seed';
import { LAWYER_SEED } from '../lawyer-seed';
import { OFFICE_SEED } from '../office-seed';
import { SITE_CONTENT_SEED } from '../site-content-seed';
import { STRENGTH_SEED } from '../strength-seed';
import { BROCHURE_DIR, buildImages, staticDir, staticFileOf } from './build-images';

const images = buildImages();

/** Every image path the seed stores. */
const seededPaths = [
  ...LAWYER_SEED.map((lawyer) => lawyer.image),
  ...ARTICLE_SEED.articles.flatMap((article) => (article.imgUrl ? [article.imgUrl] : [])),
  ...BANNER_SEED.map((banner) => `${banner.filePath}${banner.saveFileName}`),
  ...STRENGTH_SEED.map((strength) => strength.img),
  ...SITE_CONTENT_SEED.partnerLogos.map((partner) => partner.logo),
  ...OFFICE_SEED.offices.map((office) => office.img),
  ...FAQ_SEED.uploads.map((upload) => upload.path),
  ...CHAT_CHANNEL_SEED.flatMap((channel) => (channel.logoImageUrl ? [channel.logoImageUrl] : [])),
  ...WORKFLOW_SEED.workflows.flatMap((workflow) => (workflow.imageUrl ? [workflow.imageUrl] : [])),
];

const sizeOf = (svg: string) => {
  const match = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
};

describe('buildImages', () => {
  it('draws exactly the images the seed refers to', () => {
    expect(new Set(images.keys())).toEqual(new Set(seededPaths.map(staticFileOf)));
  });

  it('gives the same bytes on every run', () => {
    expect(buildImages()).toEqual(images);
  });

  it('draws banners at 2000x60 (pc) and 900x150 (mobile), and case images at 382x510', () => {
    for (const banner of BANNER_SEED) {
      const svg = images.get(staticFileOf(`${banner.filePath}${banner.saveFileName}`)) ?? '';
      expect(sizeOf(svg)).toEqual(
        banner.fileType === 'file_pc' ? { width: 2000, height: 60 } : { width: 900, height: 150 },
      );
    }
    for (const article of ARTICLE_SEED.articles.filter((item) => item.kind === 'success')) {
      expect(sizeOf(images.get(staticFileOf(article.imgUrl ?? '')) ?? '')).toEqual({
        width: 382,
        height: 510,
      });
    }
  });

  it('escapes text, so every image is well-formed markup', () => {
    for (const [file, svg] of images) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      expect(svg.replaceAll(/&(amp|lt|gt|quot);/g, '')).not.toMatch(/&/);
    }
  });

  it('refuses paths outside /static and /upload', () => {
    expect(() => staticFileOf('/images/a.svg')).toThrow('Not a generated image path');
  });
});

describe('apps/api/static', () => {
  const files = readdirSync(staticDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(staticDir, join(entry.parentPath, entry.name)));

  const brochures = files.filter((file) => file.startsWith(BROCHURE_DIR));
  const generated = files.filter((file) => !file.startsWith(BROCHURE_DIR));

  it('holds exactly the generated images, up to date (run `pnpm --filter @lawfirm/api run images`)', () => {
    expect(new Set(generated)).toEqual(new Set(images.keys()));
    for (const file of generated) {
      expect(readFileSync(join(staticDir, file), 'utf8'), file).toBe(images.get(file));
    }
  });

  it('holds the three brochures as PDF documents', () => {
    expect(brochures.sort()).toEqual([
      'brochures/lawfirm-brochure.pdf',
      'brochures/medical-pharma-company.pdf',
      'brochures/medical-pharma-staff.pdf',
    ]);
    for (const file of brochures) {
      expect(readFileSync(join(staticDir, file)).subarray(0, 5).toString('latin1'), file).toBe(
        '%PDF-',
      );
    }
  });

  it('stays under 2 MB', () => {
    const bytes = files.reduce((sum, file) => sum + readFileSync(join(staticDir, file)).length, 0);
    expect(bytes).toBeLessThan(2 * 1024 * 1024);
  });
});
