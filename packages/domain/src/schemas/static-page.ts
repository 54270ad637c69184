import { z } from 'zod';
import { slugRefusal } from '../static-page-rules.js';
import { isActiveFilter } from './catalogue-rules.js';
import { requiredText, versionSchema, recordStamps } from './common.js';
import { listQuerySchema } from './list-query.js';

/** The longest page the editor saves (HTML characters): a long legal page is a tenth of it. */
export const STATIC_PAGE_MAX_CONTENT = 200_000;

/** A page of the site (DESIGN §6) as the editor reads it. `content` is HTML, sanitised when it was saved. */
export const staticPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  isActive: z.boolean(),
  ...recordStamps,
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** A row of the editor's list: the page without its content (which the Edit dialog reads on its own). */
export const staticPageSummarySchema = staticPageSchema.omit({ content: true });
export type StaticPageSummary = z.infer<typeof staticPageSummarySchema>;

/** An active page as a menu or footer links it (`GET /static-pages/available`, public). */
export const availableStaticPageSchema = z.object({ title: z.string(), slug: z.string() });
export type AvailableStaticPage = z.infer<typeof availableStaticPageSchema>;

/** An active page as anyone reads it at `/{slug}` (public). */
export const publishedStaticPageSchema = staticPageSchema.pick({
  title: true,
  slug: true,
  content: true,
  updatedAt: true,
});
export type PublishedStaticPage = z.infer<typeof publishedStaticPageSchema>;

/** A slug: lower-case letters, digits and hyphens, never the first segment of an app route (`slugRefusal`). */
export const slugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .superRefine((slug, ctx) => {
    const refusal = slugRefusal(slug);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

const staticPageFields = {
  title: requiredText('Title'),
  slug: slugSchema,
  content: z
    .string({ error: 'Content must be text (HTML)' })
    .max(STATIC_PAGE_MAX_CONTENT, `Content must be at most ${STATIC_PAGE_MAX_CONTENT.toLocaleString('en')} characters`)
    .default(''),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
};

export const createStaticPageSchema = z.strictObject(staticPageFields);
export type CreateStaticPageInput = z.infer<typeof createStaticPageSchema>;

export const updateStaticPageSchema = z.strictObject({ ...staticPageFields, version: versionSchema });
export type UpdateStaticPageInput = z.infer<typeof updateStaticPageSchema>;

export const STATIC_PAGE_SORT_FIELDS = ['title', 'slug', 'isActive', 'updatedAt', 'createdAt'] as const;
/** Search matches the title or the slug; `isActive=true|false` filters. */
export const staticPageListQuerySchema = listQuerySchema(STATIC_PAGE_SORT_FIELDS).extend({ isActive: isActiveFilter });
export type StaticPageListQuery = z.infer<typeof staticPageListQuerySchema>;

export const slugParamsSchema = z.strictObject({ slug: z.string().max(400) });
