import { loadConfig } from "#server/config.ts";

/** What the server says of a bad setting at start (the message naming the variable), or "no error". */
export function configProblem(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return "no error";
}
