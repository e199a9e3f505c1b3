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
} from "./deal-content-route.ts";
export { dealAccessAction, dealAccessLoader, dealLoader, dealRecordAction } from "./deal-route.ts";
export { inviteAction } from "./invite-action.ts";
export { listLoader, waitingLoader } from "./list-loader.ts";
export { organisationAction, organisationLoader } from "./organisation-route.ts";
export { personAction, personLoader } from "./person-route.ts";
export { recordAction, recordLoader } from "./record-actions.ts";
export { viewAsDealLoader, viewAsDocumentLoader, viewAsHomeLoader } from "./view-as-route.ts";
