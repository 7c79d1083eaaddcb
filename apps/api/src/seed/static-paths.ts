// Where the seed's images live. The seed stores these URL paths; images/build-images.ts writes a
// file for each under apps/api/static (URL /static/x is the file static/x).
import { STATIC_URL_PREFIX, UPLOAD_PATH_PREFIX } from '../db/constants';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export const staticPath = {
  lawyer: (idx: number) => `${STATIC_URL_PREFIX}/lawyers/lawyer-${pad(idx, 3)}.svg`,
  /** The 382x510 case image of a success article. */
  caseImage: (idx: number) => `${STATIC_URL_PREFIX}/articles/success-${pad(idx, 3)}.svg`,
  infoCover: (idx: number) => `${STATIC_URL_PREFIX}/articles/info-${pad(idx, 3)}.svg`,
  /** spec/site.md §2 Strengths: list_01 … list_11 under a strength path. */
  strength: (number: number) => `${STATIC_URL_PREFIX}/strength/list_${pad(number, 2)}.svg`,
  partnerLogo: (slug: string) => `${STATIC_URL_PREFIX}/partners/${slug}.svg`,
  officeMap: (key: string) => `${STATIC_URL_PREFIX}/offices/${key}.svg`,
  chatChannelLogo: `${STATIC_URL_PREFIX}/chat/channel-logo.svg`,
  /** The image of the chat workflow's first step (spec/chat-widget.md §3 work_flow image_url). */
  chatWorkflowWelcome: `${STATIC_URL_PREFIX}/chat/workflow-welcome.svg`,
} as const;

/** Banner file_path; the image is file_path + save_file_name. */
export const BANNER_FILE_PATH = `${STATIC_URL_PREFIX}/banners/`;

/**
 * An image inside FAQ answer HTML, written with the relative upload prefix the spec rewrites to
 * /SE2/upload (spec/site.md §7). The file is static/upload/faq/{name}.
 */
export const faqUploadPath = (name: string) => `${UPLOAD_PATH_PREFIX}/faq/${name}`;
