// One shape of a failed load for every private app (app/ui/load-failure.ts).
export { loadFailure } from "#app/ui/load-failure.ts";
