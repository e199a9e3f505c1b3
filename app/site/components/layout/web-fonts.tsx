import webFontsUrl from "#app/ui/web-fonts.css?url";
import { InlineScript } from "./inline-script.tsx";

/**
 * Adds the web fonts' stylesheet once the page has loaded and painted, so the fonts never
 * compete with the page itself for the first paint: text paints at once in
 * metric-matched fallbacks and swaps in place when the fonts arrive.
 */
function loadAfterPageLoad(href: string): void {
  const add = () => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  };
  // After the load event and the next frame: a small page can load before its
  // first paint, and the fonts must not start before that paint either.
  window.addEventListener("load", () => requestAnimationFrame(() => setTimeout(add)), { once: true });
}

export function WebFonts() {
  return (
    <>
      <InlineScript run={loadAfterPageLoad} args={[webFontsUrl]} />
      {/* Without script the stylesheet is an ordinary one. */}
      <noscript>
        <link rel="stylesheet" href={webFontsUrl} />
      </noscript>
    </>
  );
}
