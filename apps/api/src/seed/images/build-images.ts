// Every image the seed refers to, as file contents keyed by path under apps/api/static. Built from
// the seed data itself, so a seeded path without a picture cannot happen.
import { join } from 'node:path';

import { STATIC_URL_PREFIX, UPLOAD_PATH_PREFIX } from '../../db/constants';
import type { BannerFileType } from '../../db/constants';
import { packageRoot } from '../../paths';
import { ARTICLE_SEED } from '../article-seed';
import { CHAT_CHANNEL_SEED } from '../chat-seed';
import { WORKFLOW_SEED } from '../workflow-seed';
import { BANNER_SEED } from '../banner-seed';
import { FAQ_SEED } from '../faq-seed';
import { GROUP_SEED } from '../group-seed';
import { LAWYER_SEED } from '../lawyer-seed';
import { OFFICE_SEED } from '../office-seed';
import { cycle } from '../random';
import { SITE_CONTENT_SEED } from '../site-content-seed';
import { STRENGTH_SEED } from '../strength-seed';
import { bannerSvg } from './banner-image';
import { caseImageSvg, faqGuideSvg, infoCoverSvg } from './cards';
import { strengthTileSvg } from './strength-tile';
import { chatChannelLogoSvg, chatWorkflowWelcomeSvg, partnerLogoSvg } from './logo';
import { officeMapSvg } from './office-map';
import { portraitSvg } from './portrait';
import { PALETTE } from './svg';

/** apps/api/static: the generated images, committed; phase 2 serves it at /static. */
/** The brochure PDFs' folder in staticDir: printed by `pnpm --filter @repo/e2e brochures`, not generated here. */
export const BROCHURE_DIR = 'brochures/';

export const staticDir = join(packageRoot, 'static');

/**
 * The file under static/ for an image URL path: /static/x is static/x, and the FAQ answers'
 * /upload/x (rewritten to /SE2/upload/x by the site) is static/upload/x.
 */
export function staticFileOf(urlPath: string): string {
  if (urlPath.startsWith(`${STATIC_URL_PREFIX}/`))
    return urlPath.slice(STATIC_URL_PREFIX.length + 1);
  if (urlPath.startsWith(`${UPLOAD_PATH_PREFIX}/`)) return urlPath.slice(1);
  throw new Error(`Not a generated image path: ${urlPath}`);
}

export function buildImages(): Map<string, string> {
  const images = new Map<string, string>();
  const add = (urlPath: string, svg: string) => images.set(staticFileOf(urlPath), svg);
  const fieldName = (code: string) =>
    GROUP_SEED.groups.find((group) => group.code === code)?.codeName ?? '';

  for (const lawyer of LAWYER_SEED)
    add(lawyer.image, portraitSvg(lawyer.idx ?? 0, lawyer.lawyerName));

  ARTICLE_SEED.articles.forEach((article, index) => {
    if (!article.imgUrl) return;
    add(
      article.imgUrl,
      article.kind === 'success'
        ? caseImageSvg(article.title, fieldName(article.groupCode), cycle(PALETTE, index))
        : infoCoverSvg(article.title, fieldName(article.groupCode)),
    );
  });

  for (const banner of BANNER_SEED) {
    add(
      `${banner.filePath}${banner.saveFileName}`,
      bannerSvg(
        banner.fileType as BannerFileType,
        banner.colorCode,
        banner.fileAlt,
        Boolean(banner.centerCode),
      ),
    );
  }

  STRENGTH_SEED.forEach((strength, index) =>
    add(strength.img, strengthTileSvg(index + 1, strength.url, strength.color)),
  );

  SITE_CONTENT_SEED.partnerLogos.forEach((partner, index) =>
    add(partner.logo, partnerLogoSvg(index, partner.name)),
  );

  for (const office of OFFICE_SEED.offices) {
    if (!office.directions) throw new Error(`Office ${office.key} has no directions to draw`);
    add(
      office.img,
      officeMapSvg({
        title: office.title,
        address: office.address,
        directions: office.directions,
      }),
    );
  }

  for (const upload of FAQ_SEED.uploads) add(upload.path, faqGuideSvg(upload.title));

  for (const channel of CHAT_CHANNEL_SEED) {
    if (channel.logoImageUrl) add(channel.logoImageUrl, chatChannelLogoSvg());
  }
  for (const workflow of WORKFLOW_SEED.workflows) {
    if (workflow.imageUrl) add(workflow.imageUrl, chatWorkflowWelcomeSvg());
  }

  return images;
}
