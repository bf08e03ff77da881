import { z } from 'zod';

/**
 * Marketing and social content for jobs (issue 12): the networks and their limits, the request and
 * answer of a generation, and the saved items. The length of a post is counted by `post-length.ts`.
 */

export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram', 'x', 'whatsapp', 'telegram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const ZSocialNetwork = z.enum(SOCIAL_NETWORKS);

export const CONTENT_LANGUAGES = ['he', 'en', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const ZContentLanguage = z.enum(CONTENT_LANGUAGES);

/**
 * Each network's real limits. `maxLength` is in the network's own counting (X: weighted, a URL
 * counts 23, emoji and CJK count 2). `linkInText`: whether the post carries
 * the link (Instagram captions have no clickable links: the post says "link in bio").
 */
export const NETWORK_LIMITS: Record<
  SocialNetwork,
  { maxLength: number; maxHashtags: number; linkInText: boolean }
> = {
  linkedin: { maxLength: 3000, maxHashtags: 5, linkInText: true },
  facebook: { maxLength: 63_206, maxHashtags: 10, linkInText: true },
  instagram: { maxLength: 2200, maxHashtags: 30, linkInText: false },
  x: { maxLength: 280, maxHashtags: 3, linkInText: true },
  whatsapp: { maxLength: 65_536, maxHashtags: 0, linkInText: true },
  telegram: { maxLength: 4096, maxHashtags: 5, linkInText: true },
};

/** At most this many jobs in one generation. */
export const MAX_JOBS_PER_GENERATION = 10;
/** A saved text's longest length (the longest network limit). */
export const MAX_CONTENT_CHARS = 65_536;

export const ZGenerateSocialRequest = z.object({
  jobIds: z.array(z.uuid()).min(1).max(MAX_JOBS_PER_GENERATION),
  networks: z.array(ZSocialNetwork).min(1).max(SOCIAL_NETWORKS.length),
  language: ZContentLanguage,
});
export type TGenerateSocialRequest = z.infer<typeof ZGenerateSocialRequest>;

export const ZSocialPost = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  network: ZSocialNetwork,
  language: ZContentLanguage,
  text: z.string(),
  /** The job's public link with `?src=<network>` (for Instagram: the one to put in the bio). */
  link: z.string(),
  /** In the network's counting, and its limit. */
  length: z.number().int(),
  maxLength: z.number().int(),
  hashtags: z.array(z.string()),
});
export type TSocialPost = z.infer<typeof ZSocialPost>;

export const ZGenerateSocialResponse = z.object({ posts: z.array(ZSocialPost) });
export type TGenerateSocialResponse = z.infer<typeof ZGenerateSocialResponse>;

export const CONTENT_KINDS = ['social', 'marketing'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Marketing pieces of a job (careers page, talent-pool e-mail, ads, SEO). */
export const MARKETING_CHANNELS = ['careers_page', 'email', 'ads', 'seo'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const ZContentChannel = z.enum([...SOCIAL_NETWORKS, ...MARKETING_CHANNELS]);
export type ContentChannel = z.infer<typeof ZContentChannel>;

export const ZSaveContentRequest = z.object({
  jobId: z.uuid(),
  kind: z.enum(CONTENT_KINDS),
  channel: ZContentChannel,
  language: ZContentLanguage,
  text: z
    .string()
    .trim()
    .min(1, 'required')
    .max(MAX_CONTENT_CHARS, `at most ${MAX_CONTENT_CHARS} characters`),
});
export type TSaveContentRequest = z.infer<typeof ZSaveContentRequest>;

export const ZUpdateContentRequest = ZSaveContentRequest.pick({ text: true });
export type TUpdateContentRequest = z.infer<typeof ZUpdateContentRequest>;

export const ZContentItem = ZSaveContentRequest.extend({
  id: z.string(),
  jobId: z.string(),
  /** The item this one translates (null: an original). */
  translatedFrom: z.string().nullable(),
  /** Machine-translated until a person edits (or saves) it. */
  machineTranslated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TContentItem = z.infer<typeof ZContentItem>;

export const ZContentItemsQuery = z.object({
  jobId: z.uuid(),
  kind: z.enum(CONTENT_KINDS).optional(),
});

/** Limits of the marketing pieces: search ads (Google's responsive search ads) and the page's SEO. */
export const MARKETING_LIMITS = {
  adHeadline: 30,
  adDescription: 90,
  seoTitle: 60,
  seoDescription: 155,
  emailSubject: 80,
} as const;

export const ZMarketingContent = z.object({
  careersPage: z.object({
    headline: z.string(),
    summary: z.string(),
    whatYouWillDo: z.array(z.string()),
    whatWeLookFor: z.array(z.string()),
    /** Only what the job says it offers; empty when it says nothing. */
    benefits: z.array(z.string()),
  }),
  email: z.object({ subject: z.string(), body: z.string() }),
  /** Three ads (a model asked for three; the service keeps three). */
  ads: z.array(z.object({ headline: z.string(), description: z.string() })),
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type TMarketingContent = z.infer<typeof ZMarketingContent>;

export const ZGenerateMarketingRequest = z.object({ jobId: z.uuid(), language: ZContentLanguage });
export type TGenerateMarketingRequest = z.infer<typeof ZGenerateMarketingRequest>;

export const ZGenerateMarketingResponse = z.object({
  jobId: z.string(),
  language: ZContentLanguage,
  link: z.string(),
  content: ZMarketingContent,
  /** Each piece as the text that is copied and saved, by channel. */
  texts: z.object({ careers_page: z.string(), email: z.string(), ads: z.string(), seo: z.string() }),
});
export type TGenerateMarketingResponse = z.infer<typeof ZGenerateMarketingResponse>;

export const ZContentTranslations = z.object({
  /** builtin: Gius's own fixed phrases only; a full translation needs AI_PROVIDER=openai. */
  provider: z.enum(['builtin', 'openai']),
  items: z.array(
    z.object({
      item: ZContentItem,
      /** Lines left as written (builtin: the job's own words and edits). */
      untranslatedLines: z.number().int(),
    }),
  ),
});
export type TContentTranslations = z.infer<typeof ZContentTranslations>;
