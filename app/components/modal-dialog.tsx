import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * The frame every dialog of the site shares (Radix: focus trapped, Escape closes, the rest of the
 * page inert): overlay, panel and close button. Radix gives focus back only to its own Trigger,
 * so `returnFocusTo` names the element that opened the dialog.
 */
export function ModalDialog({
  open,
  onOpenChange,
  returnFocusTo,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={clsx("dialog", className)}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo();
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          {children}
          <Dialog.Close className="dialog-close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
