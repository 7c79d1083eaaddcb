import { useFocusTrap } from '@lawfirm/ui';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading, its accessible name. */
  title: string;
  titleId: string;
  /** The block class: `{className}`, `{className}__head`, `__title` and `__close`. */
  className: string;
  children: ReactNode;
}

/**
 * A modal native <dialog> with a heading and a close button. showModal makes the page behind
 * it inert, closes on Escape (the `close` event then tells the owner) and gives focus back to
 * what had it; useFocusTrap keeps Tab inside it.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  titleId,
  className,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useFocusTrap(dialogRef, open);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal; the attribute then stands in for it.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog ref={dialogRef} className={className} aria-labelledby={titleId} onClose={onClose}>
      <div className={`${className}__head`}>
        <h2 id={titleId} className={`${className}__title`}>
          {title}
        </h2>
        <button type="button" className={`${className}__close site-close-button`} onClick={onClose}>
          닫기
        </button>
      </div>
      {children}
    </dialog>
  );
}
