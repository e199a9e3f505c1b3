// One shape of a failed load for every private app (app/ui/load-failure.ts).
export { loadFailure } from "../ui/load-failure.ts";
