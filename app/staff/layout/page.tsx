// The staff screens' Page is the one every private front end shares; the staff's tab titles
// end in "UCP staff" (main.tsx).
export { Page } from "#app/ui/page.tsx";
