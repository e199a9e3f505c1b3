import { pointFontconfigAtProjectFonts } from "./fontconfig.ts";

// Imported before sharp by every module that draws text, so fontconfig starts on the
// project's fonts (see fontconfig.ts).
pointFontconfigAtProjectFonts();
