export interface FormStatusCopy {
  success: { title: string; description: string };
  failure: { title: string; description: string };
}

/** Which notice a sent form shows: the server un-hides one when the form was posted without script. */
export type FormStatusKind = "success" | "failure";

const TONE: Record<FormStatusKind, string> = {
  success: "border-line bg-sand text-heading",
  failure: "border-danger bg-danger text-white",
};

/**
 * The same answers the toasts give, as notices above the form. Hidden in the
 * page: with script the toasts speak; without it the server's answer page
 * shows the one that applies.
 */
export function FormStatus({ copy }: { copy: FormStatusCopy }) {
  return (
    <>
      {(["success", "failure"] as const).map((kind) => (
        <div
          key={kind}
          data-form-status={kind}
          role={kind === "failure" ? "alert" : "status"}
          hidden
          className={`mt-6 grid gap-1 rounded-sm border p-4 ${TONE[kind]}`}
        >
          <p className="font-semibold">{copy[kind].title}</p>
          <p className="text-sm">{copy[kind].description}</p>
        </div>
      ))}
    </>
  );
}
