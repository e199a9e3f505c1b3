// Finds the programs the tests need that npm cannot provide (a browser, a PostgreSQL
// server, the HAProxy load balancer, restic, pgBackRest and Prometheus) and, on Debian as root, installs them from Debian's packages.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The full browser: Lighthouse measures the pages in it, as a visitor's Chromium draws them. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
/**
 * The end-to-end tests drive Chromium's own headless build (the same Blink and V8, without
 * the desktop browser around them), as Playwright does by default: it spends about half the
 * CPU of the full browser on the same specs, on a machine the whole suite keeps busy.
 */
export const HEADLESS_CHROMIUM_PATH = process.env.HEADLESS_CHROME_PATH ?? "/usr/bin/chromium-headless-shell";
/** The scale-out tests put Debian's HAProxy in front of several server instances. */
export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";

/** Flags for the system Chromium here: the machine has no network beyond its package registries. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The environment a browser starts with: this process's, without FONTCONFIG_FILE. Importing
 * the server's code points fontconfig at the watermarks' own fonts; a browser that inherited
 * it would find none of the machine's fonts, the pages' metric-matched fallbacks would fail,
 * and what it showed and measured would be a face no visitor sees.
 */
export function browserEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== "FONTCONFIG_FILE") env[name] = value;
  return env;
}

/** The watermark tests read the viewer's name and e-mail back from page images with Tesseract. */
export const TESSERACT_PATH = process.env.TESSERACT_PATH ?? "/usr/bin/tesseract";
const TESSDATA = "/usr/share/tesseract-ocr/5/tessdata";

/** The directory holding initdb/postgres/pg_ctl, or undefined when PostgreSQL is not installed. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

function missing(): { name: string; debianPackage: string }[] {
  const needs = [];
  if (!existsSync(CHROMIUM_PATH)) needs.push({ name: "Chromium", debianPackage: "chromium" });
  if (!existsSync(HEADLESS_CHROMIUM_PATH))
    needs.push({ name: "Chromium's headless shell", debianPackage: "chromium-headless-shell" });
  // The site's metric-matched fallbacks name Liberation Sans and Serif; Chromium only recommends them.
  if (!existsSync("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"))
    needs.push({ name: "the Liberation fonts", debianPackage: "fonts-liberation" });
  if (!findPostgresBin()) needs.push({ name: "PostgreSQL server", debianPackage: "postgresql" });
  if (!existsSync(HAPROXY_PATH)) needs.push({ name: "HAProxy", debianPackage: "haproxy" });
  if (!existsSync(TESSERACT_PATH)) needs.push({ name: "Tesseract OCR", debianPackage: "tesseract-ocr" });
  // Backups: the SQLite path's restic repository, and pgBackRest's point-in-time restore.
  if (!existsSync("/usr/bin/restic")) needs.push({ name: "restic", debianPackage: "restic" });
  if (!existsSync("/usr/bin/pgbackrest")) needs.push({ name: "pgBackRest", debianPackage: "pgbackrest" });
  // Metrics: a real Prometheus scrapes the server, and promtool tests the alert rules.
  if (!existsSync("/usr/bin/promtool")) needs.push({ name: "Prometheus", debianPackage: "prometheus" });
  // Chinese and Arabic names are read back too: they prove the fonts drew them, not empty boxes.
  for (const [language, debianPackage] of [
    ["chi_sim", "tesseract-ocr-chi-sim"],
    ["ara", "tesseract-ocr-ara"],
  ] as const) {
    if (!existsSync(join(TESSDATA, `${language}.traineddata`)))
      needs.push({ name: `Tesseract's ${language}`, debianPackage });
  }
  return needs;
}

function run(command: string, args: string[]): boolean {
  return (
    spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
      .status === 0
  );
}

/** Installs what is missing where it can; otherwise explains what to install and returns false. */
export function ensureSystemDeps(): boolean {
  const needs = missing();
  if (needs.length === 0) return true;
  const names = needs.map((need) => need.name).join(" and ");
  const canApt = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canApt) {
    console.log(`Installing ${names} from Debian's packages…`);
    // Without the packages' recommendations: Chromium's alone bring a printing system, a
    // notification daemon, Avahi and Samba's libraries, and Prometheus's a node exporter, none
    // of which a test uses (on a minimal Debian: 419 packages in 99 s, against 238 in 60 s).
    // The one recommendation the tests need, Chromium's Liberation fonts, is a need of its own.
    const packages = needs.map((need) => need.debianPackage);
    if (
      run("apt-get", ["update", "-qq"]) &&
      run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages])
    ) {
      if (missing().length === 0) return true;
    }
  }
  console.error(
    `The tests need ${names}, which npm cannot install.\n` +
      "Install them with your system's package manager, e.g. on Debian/Ubuntu:\n" +
      `  sudo apt-get install ${needs.map((need) => need.debianPackage).join(" ")}\n` +
      "or point CHROME_PATH at a Chromium binary, HEADLESS_CHROME_PATH at its headless shell, PG_BIN at PostgreSQL's bin directory, HAPROXY_PATH at haproxy and TESSERACT_PATH at tesseract.",
  );
  return false;
}
