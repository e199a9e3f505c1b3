import type { LoaderFunctionArgs } from "react-router";
import type { PortalHome } from "#common/portal-person-api.ts";
import { answerOf } from "../answers.ts";
import { api } from "../api.ts";

/** Home: the person's deals, grouped by organisation, with what is new since each visit. */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<PortalHome> {
  return answerOf(await api<PortalHome>("/home"), request);
}
