/**
 * A small script written into the prerendered HTML, for what markup and CSS
 * cannot do alone. Pages carry no script bundle, so these run without React:
 * `run` is serialised with its arguments and must use nothing from its module
 * scope. The build hashes each one into the Content-Security-Policy.
 */
// biome-ignore lint/suspicious/noExplicitAny: any function's parameters, checked against `args` below
export function InlineScript<Args extends any[]>({
  run,
  args,
}: {
  run: (...args: Args) => void;
  args: Args;
}) {
  const call = `(${compact(run.toString())})(${args.map((arg) => JSON.stringify(arg)).join(",")})`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own code; JSON arguments escape nothing into HTML
  return <script dangerouslySetInnerHTML={{ __html: call }} />;
}

/** Drops comments and indentation; line breaks stay, so the code means exactly what it did. */
function compact(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\n\s+/g, "\n");
}
