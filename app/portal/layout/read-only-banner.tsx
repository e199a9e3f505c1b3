import { content } from "../content.ts";

/** Staff previewing what a person sees ("view as"): said once, at the top, in words. */
export function ReadOnlyBanner({ readOnly }: { readOnly: boolean }) {
  return readOnly ? (
    <p className="notice read-only" role="note">
      {content.readOnly}
    </p>
  ) : null;
}
