import { FILE_KINDS } from '@lawfirm/api-client/chat-core';
import type { ChatFile } from '@lawfirm/api-client/chat-core';

import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { Icon } from './icon';
import { fileNameParts, formatFileSize, shortenFileName } from './format';
import { useApiUrl } from './api-url';

/** Opens the image viewer (spec §2) on `images[index]`; focus goes back to `opener` after. */
export type OpenImage = (images: readonly ChatFile[], index: number, opener: HTMLElement) => void;

/**
 * spec §2: "Images in a message go in a 2-column grid; a last odd image is shown full width."
 * Each opens the image viewer with the message's images.
 */
export function MessageImages({
  files,
  onOpenImage,
}: {
  files: readonly ChatFile[];
  onOpenImage: OpenImage;
}) {
  const apiUrl = useApiUrl();
  const images = files.filter((file) => file.type === FILE_KINDS.image);
  if (images.length === 0) return null;
  return (
    <ul className="cv-images" data-count={images.length}>
      {images.map((file, index) => {
        const src = file.thumbnail_url ?? file.original_url;
        const alt = TEXTS.imageAlt(index + 1, images.length);
        return (
          <li key={file.file_number} className="cv-image">
            <button
              type="button"
              className="cv-image-open"
              aria-label={TEXTS.imageOpen(index + 1, images.length)}
              onClick={(event) => onOpenImage(images, index, event.currentTarget)}
            >
              {src ? (
                <img src={apiUrl(src)} alt={alt} loading="lazy" />
              ) : (
                <span className="cv-image-missing">{alt}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** spec §2: other files, their names shortened and sizes in B/KB/MB/GB, each downloadable. */
export function MessageFiles({
  files,
  onDownload,
}: {
  files: readonly ChatFile[];
  onDownload(file: ChatFile): void;
}) {
  const documents = files.filter((file) => file.type !== FILE_KINDS.image);
  if (documents.length === 0) return null;
  return (
    <ul className="cv-files">
      {documents.map((file) => (
        <li key={file.file_number} className="cv-file">
          <Icon size={20} strokeWidth={1.8} className="cv-file-icon">
            <path d="M6 3h8l4 4v14H6z" />
            <path d="M14 3v4h4" />
          </Icon>
          <span className="cv-file-text">
            {/* The full name stays readable to screen readers and as a tooltip. */}
            <span className="cv-file-name" title={file.name}>
              {fileNameParts(shortenFileName(file.name)).map((part, index) => (
                <span key={index}>{part}</span>
              ))}
            </span>
            <span className="cv-file-size">{formatFileSize(file.size)}</span>
          </span>
          <button
            type="button"
            className="cv-file-download"
            aria-label={TEXTS.download(file.name)}
            onClick={() => onDownload(file)}
          >
            <Icon size={18} strokeWidth={2}>
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </Icon>
          </button>
        </li>
      ))}
    </ul>
  );
}
