import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import {
  CONTACT_FORM_PATH,
  EMPTY_CONTACT_VALUES,
  fieldMessages,
  formValues,
  HONEYPOT_FIELD,
  submissionInput,
} from "#common/contact-form-fields.ts";
import { contactSubmissionSchema } from "#common/contact-schema.ts";
import type { InsertRateLimit } from "#server/http/rate-limit.ts";
import { ApiError } from "#server/insert/postgrest-errors.ts";
import type { SubmissionStore } from "#server/store/index.ts";
import { contactAnswerPage, type FormAnswer } from "./contact-form-page.ts";

export interface ContactFormPostOptions {
  siteDir: string;
  store: SubmissionStore;
  /** The insert API's own per-client limit, so a form post and an API call count alike. */
  rateLimit: InsertRateLimit | undefined;
}

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * POST /contact: the contact form sent as plain HTML, before its script has
 * arrived or with script off. The same schema, rate limit, duplicate check and
 * outbox as the insert API (the store does the last two), answered with the
 * contact page showing the outcome. A resend of the same inquiry (a reload of
 * the answer, or the script taking over and sending it again) is recognised by
 * the store's duplicate check and stored once.
 */
export async function contactFormPost(
  app: FastifyInstance,
  { siteDir, store, rateLimit }: ContactFormPostOptions,
): Promise<void> {
  const page = join(siteDir, CONTACT_FORM_PATH, "index.html");
  if (!existsSync(page)) {
    app.log.warn(`${page} is missing: a contact form sent without script gets a plain 404.`);
    return;
  }
  const template = readFileSync(page, "utf8");
  const answer = (reply: FastifyReply, code: number, page: FormAnswer) =>
    reply
      .code(code)
      // It holds what the visitor typed: never kept by a cache.
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(contactAnswerPage(template, page));
  const failure = (values = EMPTY_CONTACT_VALUES): FormAnswer => ({ status: "failure", values, errors: {} });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM_TYPE, { parseAs: "string" }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );
  // Anything else is not what the form sends: the notice asks to try again.
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null, undefined));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The rate limit runs once the body is read, so a refused visitor keeps what they typed.
    const values = request.body instanceof URLSearchParams ? formValues(request.body) : EMPTY_CONTACT_VALUES;
    if (error instanceof ApiError) return answer(reply.headers(error.headers), error.status, failure(values));
    request.log.warn({ err: error }, "contact form post refused");
    const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
    return answer(reply, status, failure(values));
  });

  app.post(
    CONTACT_FORM_PATH,
    { ...(rateLimit ? { preHandler: rateLimit.check } : {}) },
    async (request, reply) => {
      if (!(request.body instanceof URLSearchParams)) return answer(reply, 415, failure());
      const values = formValues(request.body);
      // A bot that filled the hidden field is told it worked, so it learns nothing.
      if ((request.body.get(HONEYPOT_FIELD) ?? "") !== "") {
        return answer(reply, 200, { status: "success", values: EMPTY_CONTACT_VALUES, errors: {} });
      }
      const parsed = contactSubmissionSchema.safeParse(submissionInput(values));
      if (!parsed.success) {
        return answer(reply, 400, { status: "invalid", values, errors: fieldMessages(parsed.error) });
      }
      try {
        const result = await store.insert(parsed.data);
        request.log.debug({ outcome: result.outcome }, "contact submission (form post)");
      } catch (error) {
        request.log.error({ err: error }, "could not store a contact submission");
        return answer(reply, 503, failure(values));
      }
      return answer(reply, 200, { status: "success", values: EMPTY_CONTACT_VALUES, errors: {} });
    },
  );
}
