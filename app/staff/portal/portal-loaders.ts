// The loaders and actions of the portal's screens, one chunk loaded with the first of them,
// so that the staff app's first screen carries none of their code.
export {
  questionsAction,
  questionsLoader,
  readsLoader,
  termsAction,
  termsLoader,
  updatesAction,
  updatesLoader,
} from "./deals/deal-content-route.ts";
export { dealAccessAction, dealAccessLoader, dealLoader, dealRecordAction } from "./deals/deal-route.ts";
export { organisationAction, organisationLoader } from "./organisations/organisation-route.ts";
export { inviteAction } from "./people/invite-action.ts";
export { personAction, personLoader } from "./people/person-route.ts";
export { listLoader, waitingLoader } from "./records/list-loader.ts";
export { recordAction, recordLoader } from "./records/record-actions.ts";
export { viewAsDealLoader, viewAsDocumentLoader, viewAsHomeLoader } from "./view-as/view-as-route.ts";
