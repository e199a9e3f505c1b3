import type { FastifyInstance } from "fastify";
import { bodyOf } from "#server/http/request-body.ts";
import { answerCreate, MARKDOWN_BODY_LIMIT, questionQueryOf } from "../content-inputs.ts";
import { renderMarkdown } from "../markdown.ts";
import { portalErrors } from "../portal-errors.ts";
import { paramOf } from "../request-input.ts";
import { STAFF_ROUTE } from "../route-table.ts";
import { recordPortalAudit } from "./audit-events.ts";
import type { ContentOptions } from "./update-routes.ts";

/** Questions on a deal as staff see them (with the asker), answered and published by staff. */
export function registerQuestionRoutes(app: FastifyInstance, { records, wakeNotices }: ContentOptions): void {
  app.get("/deals/:dealId/questions", STAFF_ROUTE, async (request) => {
    const dealId = paramOf(request, "dealId", portalErrors.noDeal);
    const { openOnly, after } = questionQueryOf(request);
    const list = await records.staffQuestions(dealId, openOnly, after);
    if (!list) throw portalErrors.noDeal();
    return list;
  });

  app.post(
    "/questions/:questionId/answer",
    { ...STAFF_ROUTE, bodyLimit: MARKDOWN_BODY_LIMIT },
    async (request) => {
      const questionId = paramOf(request, "questionId", portalErrors.noQuestion);
      const input = bodyOf(answerCreate, request);
      const now = new Date();
      const question = await records.answer(
        questionId,
        { ...input, html: renderMarkdown(input.answerMd) },
        request.staff?.id ?? "",
        now,
      );
      if (!question) throw portalErrors.noQuestion();
      // A second answer replaces the first: an edit, recorded as one (the first text is kept).
      const edited = question.answerEditedAt === now.toISOString();
      await recordPortalAudit(
        request,
        edited ? "portal_answer_edited" : "portal_question_answered",
        { dealId: question.dealId, organisationId: question.organisation.id, personId: question.askedBy.id },
        { questionId, published: question.publishedAt !== null },
      );
      wakeNotices();
      return question;
    },
  );

  // Publishes an answered question to everyone on the deal; the asker stays unnamed.
  app.post("/questions/:questionId/publication", STAFF_ROUTE, async (request) => {
    const questionId = paramOf(request, "questionId", portalErrors.noQuestion);
    const question = await records.publishQuestion(questionId, new Date());
    if (!question) throw portalErrors.noQuestion();
    if (typeof question === "string") throw portalErrors.notAnswered();
    await recordPortalAudit(
      request,
      "portal_question_published",
      { dealId: question.dealId, organisationId: question.organisation.id, personId: question.askedBy.id },
      { questionId },
    );
    return question;
  });
}
