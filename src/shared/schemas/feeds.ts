import { z } from 'zod';

/** `POST /api/v1/feeds/article {url}`: the editor checks a pasted health-optics article URL (issue 16). */
export const ZArticleCheckRequest = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, error: 'feeds.articleNotFound' })),
});
export type TArticleCheckRequest = z.input<typeof ZArticleCheckRequest>;

/** The article's teaser as the box will show it (`ArticleTeaser` of shared/content/feeds). */
export const ZArticleTeaser = z.object({
  postId: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  link: z.string(),
});
