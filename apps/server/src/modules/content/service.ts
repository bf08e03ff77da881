import { and, desc, eq } from 'drizzle-orm';
import type {
  ContentKind,
  SocialNetwork,
  MarketingChannel,
  TContentItem,
  TContentTranslations,
  TGenerateMarketingRequest,
  TGenerateMarketingResponse,
  TGenerateSocialRequest,
  TSaveContentRequest,
  TSocialPost,
} from '@gius/shared/content';
import { CONTENT_LANGUAGES, MARKETING_CHANNELS, NETWORK_LIMITS } from '@gius/shared/content';
import { marketingTextProblem, marketingTexts, parseSeoText } from '@gius/shared/marketing-text';
import { hashtagsOf, postLength } from '@gius/shared/post-length';
import { fitMarketing, marketingHeadings } from '@gius/engine/content/marketing';
import { finishSocialPost } from '@gius/engine/content/social-posts';
import type { AiProvider, WriteJobAdInput } from '../../ai/ai-tasks.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { inScope, type CompanyScope } from '../../http/company-scope.ts';
import { getCompany } from '../companies/service.ts';
import { getManagedJob, type JobRow } from '../jobs/service.ts';
import { contentItems } from './tables.ts';

/** Marketing and social content of a company's jobs: generation through the AI provider, and saved items. */

/** The job's public page with the source of the visit (`?src=linkedin`). */
export function jobLink(publicUrl: string, jobId: string, source: SocialNetwork | 'email'): string {
  return `${publicUrl}/jobs/${jobId}?src=${source}`;
}

async function jobFacts(db: Database, job: JobRow): Promise<WriteJobAdInput> {
  const company = await getCompany({ db, id: job.companyId });
  return {
    jobTitle: job.title,
    jobDescription: job.description,
    requirements: job.requirements,
    companyName: company?.name ?? '',
    location: job.location,
    employmentType: job.employmentType,
  };
}

export async function generateSocialPosts({
  db,
  ai,
  scope,
  publicUrl,
  request,
  signal,
}: {
  db: Database;
  ai: AiProvider;
  scope: CompanyScope;
  publicUrl: string;
  request: TGenerateSocialRequest;
  signal?: AbortSignal;
}): Promise<TSocialPost[]> {
  const networks = [...new Set(request.networks)];
  // Every job is checked before any is written: one job of another company refuses the whole request.
  const jobRows = await Promise.all(
    [...new Set(request.jobIds)].map((id) => getManagedJob({ db, id, scope })),
  );
  const posts: TSocialPost[] = [];
  for (const job of jobRows) {
    const asked = networks.map((network) => ({ network, link: jobLink(publicUrl, job.id, network) }));
    const answer = await ai.run(
      'writeSocialPosts',
      { job: await jobFacts(db, job), language: request.language, posts: asked },
      { signal },
    );
    for (const { network, link } of asked) {
      const written = answer.posts.find((p) => p.network === network);
      if (!written) throw new AppError('AI_BAD_RESPONSE', `The answer has no post for ${network}`);
      const text = finishSocialPost({ network, language: request.language, text: written.text, link });
      posts.push({
        jobId: job.id,
        jobTitle: job.title,
        network,
        language: request.language,
        text,
        link,
        length: postLength(network, text),
        maxLength: NETWORK_LIMITS[network].maxLength,
        hashtags: hashtagsOf(text),
      });
    }
  }
  return posts;
}

type ItemRow = typeof contentItems.$inferSelect;

/** A social post is saved under a network, a marketing piece under its channel, within its limits. */
function checkText(kind: ContentKind, channel: string, text: string) {
  const marketing = (MARKETING_CHANNELS as readonly string[]).includes(channel);
  if (marketing !== (kind === 'marketing'))
    throw new AppError('VALIDATION_ERROR', `Invalid request: channel ${channel} is not ${kind} content`, [
      { path: 'channel', message: `not a ${kind} channel` },
    ]);
  if (marketing) {
    const problem = marketingTextProblem(channel as MarketingChannel, text);
    if (problem)
      throw new AppError('VALIDATION_ERROR', `Invalid request: ${problem}`, [
        { path: 'text', message: problem },
      ]);
  } else if (
    postLength(channel as SocialNetwork, text) > NETWORK_LIMITS[channel as SocialNetwork].maxLength
  ) {
    throw new AppError('VALIDATION_ERROR', `Invalid request: the text is too long for ${channel}`, [
      { path: 'text', message: 'too long for the network' },
    ]);
  }
}

function toItem(row: ItemRow): TContentItem {
  return {
    id: row.id,
    jobId: row.jobId,
    kind: row.kind,
    channel: row.channel,
    language: row.language,
    text: row.text,
    translatedFrom: row.translatedFrom,
    machineTranslated: row.machineTranslated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listContentItems({
  db,
  scope,
  jobId,
  kind,
}: {
  db: Database;
  scope: CompanyScope;
  jobId: string;
  kind?: ContentKind;
}): Promise<TContentItem[]> {
  await getManagedJob({ db, id: jobId, scope });
  const rows = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.jobId, jobId), kind ? eq(contentItems.kind, kind) : undefined))
    .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
    .limit(500);
  return rows.map(toItem);
}

export async function saveContentItem({
  db,
  scope,
  userId,
  item,
}: {
  db: Database;
  scope: CompanyScope;
  userId: string;
  item: TSaveContentRequest;
}): Promise<TContentItem> {
  const job = await getManagedJob({ db, id: item.jobId, scope });
  checkText(item.kind, item.channel, item.text);
  const [row] = await db
    .insert(contentItems)
    .values({ ...item, companyId: job.companyId, createdBy: userId })
    .returning();
  return toItem(row!);
}

async function getItem(db: Database, scope: CompanyScope, id: string): Promise<ItemRow> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  if (!row || !inScope(scope, row.companyId)) throw new AppError('NOT_FOUND', 'No such content');
  return row;
}

export async function updateContentItem({
  db,
  scope,
  id,
  text,
}: {
  db: Database;
  scope: CompanyScope;
  id: string;
  text: string;
}): Promise<TContentItem> {
  const before = await getItem(db, scope, id);
  checkText(before.kind, before.channel, text);
  const [row] = await db
    .update(contentItems)
    .set({ text, machineTranslated: false, updatedAt: new Date() })
    .where(eq(contentItems.id, id))
    .returning();
  return toItem(row!);
}

export async function deleteContentItem({
  db,
  scope,
  id,
}: {
  db: Database;
  scope: CompanyScope;
  id: string;
}) {
  await getItem(db, scope, id);
  await db.delete(contentItems).where(eq(contentItems.id, id));
}

export async function generateMarketing({
  db,
  ai,
  scope,
  publicUrl,
  request,
  signal,
}: {
  db: Database;
  ai: AiProvider;
  scope: CompanyScope;
  publicUrl: string;
  request: TGenerateMarketingRequest;
  signal?: AbortSignal;
}): Promise<TGenerateMarketingResponse> {
  const job = await getManagedJob({ db, id: request.jobId, scope });
  const link = jobLink(publicUrl, job.id, 'email');
  const answer = await ai.run(
    'writeMarketing',
    { job: await jobFacts(db, job), language: request.language, link },
    { signal },
  );
  if (answer.ads.length < 3) throw new AppError('AI_BAD_RESPONSE', 'The answer has fewer than three ads');
  const content = fitMarketing({ ...answer, ads: answer.ads.slice(0, 3) });
  // The e-mail carries the link even when a model left it out.
  if (!content.email.body.includes(link)) content.email.body = `${content.email.body.trim()}\n\n${link}`;
  const texts = marketingTexts(content, marketingHeadings(request.language));
  return { jobId: job.id, language: request.language, link, content, texts };
}

/** The newest saved SEO title and description of a job, in the language asked for when there is one. */
export async function getJobSeo({
  db,
  jobId,
  language,
}: {
  db: Database;
  jobId: string;
  language?: string;
}): Promise<{ title: string; description: string; language: string } | null> {
  const rows = await db
    .select({ text: contentItems.text, language: contentItems.language })
    .from(contentItems)
    .where(and(eq(contentItems.jobId, jobId), eq(contentItems.channel, 'seo')))
    .orderBy(desc(contentItems.updatedAt))
    .limit(20);
  const row = rows.find((r) => r.language === language) ?? rows[0];
  return row ? { ...parseSeoText(row.text), language: row.language } : null;
}

/** Translates a saved text into the two other languages, stored as items beside it (replacing earlier ones). */
export async function translateContentItem({
  db,
  ai,
  scope,
  id,
  signal,
}: {
  db: Database;
  ai: AiProvider;
  scope: CompanyScope;
  id: string;
  signal?: AbortSignal;
}): Promise<TContentTranslations> {
  const original = await getItem(db, scope, id);
  const items: TContentTranslations['items'] = [];
  for (const to of CONTENT_LANGUAGES.filter((l) => l !== original.language)) {
    const answer = await ai.run(
      'translateContent',
      { text: original.text, from: original.language, to },
      { signal },
    );
    const [existing] = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.translatedFrom, id), eq(contentItems.language, to)));
    const values = { text: answer.text, machineTranslated: true, updatedAt: new Date() };
    const [row] = existing
      ? await db.update(contentItems).set(values).where(eq(contentItems.id, existing.id)).returning()
      : await db
          .insert(contentItems)
          .values({
            ...values,
            jobId: original.jobId,
            companyId: original.companyId,
            kind: original.kind,
            channel: original.channel,
            language: to,
            translatedFrom: id,
            createdBy: original.createdBy,
          })
          .returning();
    items.push({ item: toItem(row!), untranslatedLines: answer.untranslatedLines });
  }
  return { provider: ai.name, items };
}
