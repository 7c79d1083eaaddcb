import { ModalDialog } from '../../components/modal-dialog';

export interface MapImageDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  src: string;
  alt: string;
}

/**
 * spec/site.md §2 Office map: the enlarged map image, in a modal dialog: focus stays in it,
 * Escape or the close button closes it, and focus goes back to the image's button.
 */
export function MapImageDialog({ open, onClose, title, src, alt }: MapImageDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={`${title} 약도`}
      titleId="site-map-dialog-title"
      className="site-map-dialog"
    >
      {open ? <img className="site-map-dialog__image" src={src} alt={alt} /> : null}
    </ModalDialog>
  );
}
