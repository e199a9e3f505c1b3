import * as Toast from "@radix-ui/react-toast";
import X from "lucide-react/icons/x";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { contactFeedback } from "../content/contact-feedback.ts";

export interface ToastMessage {
  title: string;
  description: string;
  variant: "success" | "destructive";
}

// Swipe classes follow the CSS variables Radix sets while a toast is dragged.
const TOAST_CLASS =
  "relative grid select-none gap-1 rounded-sm border border-line bg-white p-4 pr-10 text-heading shadow-lg " +
  "data-[variant=destructive]:border-danger data-[variant=destructive]:bg-danger data-[variant=destructive]:text-white " +
  "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 " +
  "data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) motion-safe:data-[swipe=cancel]:transition-transform";

const ShowToast = createContext<(message: ToastMessage) => void>(() => {});

/** Shows a toast; a new one replaces the one on screen (one toast at a time). */
export function useToast(): (message: ToastMessage) => void {
  return useContext(ShowToast);
}

/**
 * Radix's defaults are the site's toast rules; they are spelled out so a library upgrade
 * cannot change them silently: 5000 ms, swipe right past 50 px, F8 focuses the region.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback(
    (message: ToastMessage) => setCurrent((previous) => ({ ...message, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      <ShowToast.Provider value={show}>{children}</ShowToast.Provider>
      {current && (
        <Toast.Root
          // A new key mounts a fresh toast, so its 5000 ms timer starts again.
          key={current.id}
          type="foreground"
          data-variant={current.variant}
          onOpenChange={(open) => {
            if (!open) setCurrent(null);
          }}
          className={TOAST_CLASS}
        >
          <Toast.Title className="font-semibold">{current.title}</Toast.Title>
          <Toast.Description className="text-sm">{current.description}</Toast.Description>
          <Toast.Close
            className="absolute top-3 right-3 rounded-sm p-1 opacity-80 hover:opacity-100"
            aria-label={contactFeedback.dismissLabel}
          >
            <X aria-hidden="true" size={16} />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={["F8"]}
        label={contactFeedback.toastRegionLabel}
        className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
