import type { ReactNode } from "react";
import { BrandBar as SharedBrandBar } from "#app/ui/brand-bar.tsx";
import { content } from "../content.ts";

/** The top bar with the staff app's name (app/ui/brand-bar.tsx). */
export function BrandBar({ children }: { children?: ReactNode }) {
  return (
    <SharedBrandBar wordmark={content.brand.wordmark} section={content.brand.section}>
      {children}
    </SharedBrandBar>
  );
}
