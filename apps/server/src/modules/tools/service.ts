import type {
  TExtractResumeTextResponse,
  TGenerateJobAdRequest,
  TGenerateJobAdResponse,
  TGenerateResumeRequest,
  TGenerateResumeResponse,
} from '@gius/shared/career-tools';
import { cleanGeneratedText } from '@gius/shared/generated-text';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import { AppError } from '../../http/app-error.ts';

/** The career tools (spec reading B): read a resume PDF, tailor it to a job, write a job ad. */

export interface ToolsService {
  extractResumeText(file: Uint8Array): Promise<TExtractResumeTextResponse>;
  generateResume(input: TGenerateResumeRequest, signal?: AbortSignal): Promise<TGenerateResumeResponse>;
  generateJobAd(input: TGenerateJobAdRequest, signal?: AbortSignal): Promise<TGenerateJobAdResponse>;
}

/** WhatsApp bold is one asterisk; a model's markdown **bold** becomes *bold*. */
function whatsappText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '*$1*')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function nonEmpty(text: string, what: string): string {
  if (!text.trim()) throw new AppError('AI_BAD_RESPONSE', `The AI provider wrote an empty ${what}`);
  return text;
}

export function createToolsService(options: { ai: AiProvider; documents: DocumentReader }): ToolsService {
  const { ai, documents } = options;
  return {
    async extractResumeText(file) {
      return { text: (await documents.toolsPdfText(file)).text };
    },

    async generateResume(input, signal) {
      const { resumeContent } = await ai.run(
        'tailorResume',
        {
          resume: input.existingResume,
          jobTitle: input.jobTitle,
          jobDescription: input.jobDescription,
          jobRequirements: input.jobRequirements,
          personalInfo: input.personalInfo,
          enhance: input.enhanceMode,
        },
        { signal },
      );
      return { resumeContent: nonEmpty(cleanGeneratedText(resumeContent), 'resume') };
    },

    async generateJobAd(input, signal) {
      const ad = await ai.run('writeJobAd', input, { signal });
      return {
        facebook: nonEmpty(cleanGeneratedText(ad.facebook), 'Facebook post'),
        whatsapp: nonEmpty(whatsappText(ad.whatsapp), 'WhatsApp message'),
      };
    },
  };
}
