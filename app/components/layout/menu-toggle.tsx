import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import type { Ref } from "react";

interface MenuToggleProps {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  controls: string;
  label: string;
  onToggle: () => void;
}

/** The small-screen button that shows and hides the navigation panel. */
export function MenuToggle({ ref, open, controls, label, onToggle }: MenuToggleProps) {
  const Glyph = open ? X : Menu;
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={onToggle}
      className="-mr-2 inline-flex size-11 items-center justify-center rounded-sm text-white hover:bg-white/10 lg:hidden"
    >
      <Glyph aria-hidden="true" className="size-6" strokeWidth={1.5} />
    </button>
  );
}
