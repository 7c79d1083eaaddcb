import type { ChatFile } from '@lawfirm/api-client/chat-core';
import { minWidthQuery, useFocusTrap, useMediaQuery } from '@lawfirm/ui';
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

import { DESKTOP_BREAKPOINT_PX } from '../constants';
import { useApiUrl } from '../conversation/api-url';
import { Icon } from '../conversation/icon';
import { useAdoptedStyles } from '../panel/use-adopted-styles';
import { useScrollLock } from '../panel/use-scroll-lock';
import { layoutImage, type Size } from './image-fit';
import { useElementSize } from './use-element-size';
import { useSwipe } from './swipe';
import { thumbnailIndexes } from './thumbnails';
import { VIEWER_STYLES } from './viewer-styles';
import { VIEWER_TEXTS as TEXTS } from './viewer-texts';
import {
  INITIAL_TRANSFORM,
  canZoomIn,
  canZoomOut,
  rotate,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './zoom';

export interface ImageViewerProps {
  /** The images of the message the visitor opened one of. */
  images: readonly ChatFile[];
  startIndex: number;
  onClose(): void;
  onDownload(file: ChatFile): void;
}

/** The room the image keeps from the stage's edges: wider on desktop, where the arrows are. */
const STAGE_GAP_PX = { mobile: 12, desktop: 88 } as const;

/** What a click on it does not close: the controls and the image itself. */
const NOT_BACKDROP = 'button, img, output, .iv-count';

/**
 * spec/chat-widget.md §2 Image viewer, §4, §5: a full-screen layer over the page with the
 * tool bar (rotate, zoom out and in, download, close), arrows on desktop, up to 5 thumbnails,
 * swipe on touch screens. Escape and a click on the backdrop close it; Tab stays inside.
 * Disabled buttons are aria-disabled, so that focus stays on a button that reaches its end.
 */
export function ImageViewer({ images, startIndex, onClose, onDownload }: ImageViewerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useAdoptedStyles(rootRef, VIEWER_STYLES);
  useFocusTrap(rootRef, true);
  useScrollLock(true);
  const desktop = useMediaQuery(minWidthQuery(DESKTOP_BREAKPOINT_PX));
  const apiUrl = useApiUrl();
  const last = images.length - 1;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), last));
  const [view, setView] = useState(INITIAL_TRANSFORM);
  const [natural, setNatural] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);
  const stage = useElementSize(stageRef);

  // §4: "Changing the image index resets rotation to 0 and zoom to the 100% level."
  const show = useCallback(
    (next: number) => {
      if (next < 0 || next > last || next === index) return;
      setIndex(next);
      setView(INITIAL_TRANSFORM);
      setNatural(null);
      setFailed(false);
    },
    [index, last],
  );

  const percent = zoomPercent(view);
  const zoomedIn = percent > 100;
  const swipe = useSwipe((step) => show(index + step), !zoomedIn);

  useEffect(() => closeRef.current?.focus(), []);

  // Native listeners: the panel's own Escape listener (chat-panel.tsx) sits between this layer
  // and React's root, so Escape is taken here first and marked as used.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        // A zoomed image's stage scrolls with the arrow keys when it has focus.
        if (event.target === stageRef.current) return;
        event.preventDefault();
        show(index + (event.key === 'ArrowLeft' ? -1 : 1));
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || event.target.closest(NOT_BACKDROP)) return;
      onClose();
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('click', onClick);
    };
  }, [index, onClose, show]);

  const file = images[index];
  if (!file) return null;
  const src = file.original_url ?? file.thumbnail_url;
  const gap = STAGE_GAP_PX[desktop ? 'desktop' : 'mobile'];
  const room = stage && {
    width: Math.max(0, stage.width - 2 * gap),
    height: Math.max(0, stage.height - 2 * gap),
  };
  const layout = natural && room ? layoutImage(natural, room, view.rotation, percent) : null;
  const total = images.length;

  return (
    <div
      ref={rootRef}
      className="iv"
      role="dialog"
      aria-modal="true"
      aria-label={TEXTS.dialog}
      tabIndex={-1}
    >
      <div className="iv-bar">
        <p className="iv-count" aria-live="polite">
          {TEXTS.position(index + 1, total)}
        </p>
        <div className="iv-tools" role="toolbar" aria-label={TEXTS.tools}>
          <ToolButton label={TEXTS.rotate} onClick={() => setView(rotate)}>
            <path d="M20 11a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
          </ToolButton>
          <ToolButton
            label={TEXTS.zoomOut}
            disabled={!canZoomOut(view)}
            onClick={() => setView(zoomOut)}
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="M8 11h6M16 16l4.5 4.5" />
          </ToolButton>
          <output className="iv-zoom" aria-label={TEXTS.zoomLevel(percent)}>
            {percent}%
          </output>
          <ToolButton
            label={TEXTS.zoomIn}
            disabled={!canZoomIn(view)}
            onClick={() => setView(zoomIn)}
          >
            <circle cx="11" cy="11" r="6.5" />
            <path d="M8 11h6M11 8v6M16 16l4.5 4.5" />
          </ToolButton>
          <ToolButton label={TEXTS.download} onClick={() => onDownload(file)}>
            <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
          </ToolButton>
          <ToolButton label={TEXTS.close} buttonRef={closeRef} onClick={onClose}>
            <path d="M6 6l12 12M18 6 6 18" />
          </ToolButton>
        </div>
      </div>
      {/* Focusable only while zoomed in, when it scrolls (with the arrow keys too). */}
      <div
        ref={stageRef}
        className="iv-stage"
        data-swipe={zoomedIn ? undefined : ''}
        {...(zoomedIn
          ? { tabIndex: 0, role: 'region', 'aria-label': TEXTS.image(index + 1, total) }
          : {})}
        {...swipe}
      >
        <div
          className="iv-frame"
          style={layout ? { width: layout.box.width, height: layout.box.height } : undefined}
        >
          {src && (
            <img
              key={file.file_number}
              src={apiUrl(src)}
              alt={TEXTS.image(index + 1, total)}
              data-loading={layout ? undefined : ''}
              style={
                layout
                  ? {
                      width: layout.image.width,
                      height: layout.image.height,
                      transform: `translate(-50%,-50%) rotate(${view.rotation}deg)`,
                    }
                  : undefined
              }
              onLoad={(event) =>
                setNatural({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              onError={() => setFailed(true)}
            />
          )}
        </div>
        {!layout && (
          <p className="iv-loading" role="status">
            {failed || !src ? TEXTS.failed : TEXTS.loading}
          </p>
        )}
      </div>
      {desktop && total > 1 && (
        <>
          <ToolButton
            label={TEXTS.previous}
            className="iv-arrow iv-prev"
            disabled={index === 0}
            onClick={() => show(index - 1)}
          >
            <path d="M15 5l-7 7 7 7" />
          </ToolButton>
          <ToolButton
            label={TEXTS.next}
            className="iv-arrow iv-next"
            disabled={index === last}
            onClick={() => show(index + 1)}
          >
            <path d="M9 5l7 7-7 7" />
          </ToolButton>
        </>
      )}
      {total > 1 && (
        <ul className="iv-thumbs" aria-label={TEXTS.thumbnails}>
          {thumbnailIndexes(total, index).map((shown) => {
            const image = images[shown]!;
            const thumb = image.thumbnail_url ?? image.original_url;
            return (
              <li key={image.file_number}>
                <button
                  type="button"
                  className="iv-thumb"
                  aria-label={TEXTS.thumbnail(shown + 1)}
                  aria-current={shown === index || undefined}
                  onClick={() => show(shown)}
                >
                  {thumb && <img src={apiUrl(thumb)} alt="" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function ToolButton({
  label,
  disabled = false,
  className = '',
  buttonRef,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`iv-button ${className}`.trim()}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      <Icon size={22} strokeWidth={2}>
        {children}
      </Icon>
    </button>
  );
}
