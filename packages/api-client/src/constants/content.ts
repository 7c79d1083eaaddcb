// spec/site.md's content as the api answers it (§2, §3, §7): counts and placeholders of the
// home and strengths pages, banner, article and Q&A formats, footer links.

/** §2 Strengths pages: "a grid of 11 tiles" and 11 detail blocks. */
export const STRENGTH_COUNT = 11;

/** §2 Home landing block: the four link cards. */
export const HOME_LINK_CARD_COUNT = 4;

/** §2 Home landing block: the placeholder in a link card's sub text replaced by the phone number. */
export const PHONE_PLACEHOLDER = '{phone}';

/** §3 Popup banner days: weekday abbreviations such as Mon. */
export const BANNER_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** §3 Popup banner file_type: the desktop or the mobile image. */
export const BANNER_FILE_TYPES = ['file_pc', 'file_mobile'] as const;
/**
 * §2 "The link target comes from the banner's link type": the target itself. Whether a link
 * is external (nofollow) follows from p_link.
 */
export const BANNER_LINK_TYPES = ['_self', '_blank'] as const;

/** §3 Article template row: "tag (h1, h2, h3)". */
export const TEMPLATE_TAGS = ['h1', 'h2', 'h3'] as const;

/**
 * contentsList blocks (ours; §3 names the list only): body HTML, or a FAQ element whose title
 * is the question and whose body the answer.
 */
export const ARTICLE_CONTENT_KINDS = ['text', 'faq'] as const;

/**
 * §7 "Body HTML is sanitized and the relative upload path prefix is rewritten to /SE2/upload":
 * where an uploaded file of body HTML is served (the site rewrites, the api serves).
 */
export const UPLOAD_URL_PREFIX = '/SE2/upload';

/** §3 FAQ item gubun: `ck` is HTML editor content; anything else is an editor JSON document. */
export const FAQ_GUBUN = { html: 'ck', editor: 'editor' } as const;

/** §2 Footer social links: case search, blog, chat channel, video, photo-sharing. */
export const SOCIAL_LINK_KINDS = ['case_search', 'blog', 'chat', 'video', 'photo'] as const;
