import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";

interface MenuToggleProps {
  /** id of the popover navigation it opens. */
  controls: string;
  label: string;
}

/**
 * The small-screen button that shows and hides the navigation panel. The
 * Popover API does the work without script: the browser opens and closes the
 * panel, exposes the expanded state, closes it on Escape and hands focus back.
 * The glyph follows the panel's state through CSS (app.css, `has-popover-open`).
 */
export function MenuToggle({ controls, label }: MenuToggleProps) {
  return (
    <button
      type="button"
      popoverTarget={controls}
      aria-label={label}
      className="-mr-2 inline-flex size-11 items-center justify-center rounded-sm text-white hover:bg-white/10 lg:hidden"
    >
      <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" strokeWidth={1.5} />
      <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" strokeWidth={1.5} />
    </button>
  );
}
