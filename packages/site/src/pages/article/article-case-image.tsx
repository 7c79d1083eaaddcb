import type { ArticleImage } from '@lawfirm/api-client/site-core';

import { staticUrl, useSiteSettings } from '../../settings/site-settings';

import { ARTICLE_COPY, CASE_IMAGE_HEIGHT_PX, CASE_IMAGE_WIDTH_PX } from './article-constants';

/**
 * spec/site.md §2 and §9: the success variant's case image block, 382x510. Its box is reserved
 * by width, height and aspect-ratio before the picture arrives, so nothing moves when it does.
 */
export function ArticleCaseImage({ image, field }: { image: ArticleImage; field: string }) {
  const settings = useSiteSettings();
  return (
    <figure className="site-article-case-image">
      <img
        src={staticUrl(settings, image.img_url)}
        alt={image.alt}
        width={CASE_IMAGE_WIDTH_PX}
        height={CASE_IMAGE_HEIGHT_PX}
        decoding="async"
      />
      <figcaption className="site-article-case-image__caption">
        {field} · {ARTICLE_COPY.caseImageCaption}
      </figcaption>
    </figure>
  );
}
