import { z } from 'zod';
import { explainMatch } from '@gius/engine/match-explanation';
import type { AiTaskDefinition } from '../task-definition.ts';

const LANGUAGE = { he: 'Hebrew', en: 'English', ar: 'Arabic' } as const;

const SYSTEM = `You are an experienced recruiter explaining how well a candidate's resume matches a job.
You get the match score (0-100, already decided: do not change or restate it differently), its band, the factors
with their weight and value (0 to 1), and the evidence: required skills found and missing, title fit, years of
experience against the years asked, education, languages, location and employment type.
Write, in the language asked:
- strengths: up to 5 short sentences, each a fact a recruiter can check against the resume;
- concerns: up to 5 short sentences about what is missing or weaker;
- recommendation: one or two sentences: interview or not, and what to check.
Use only the evidence given; invent nothing. Answer with JSON:
{"strengths": ["..."], "concerns": ["..."], "recommendation": "..."}.`;

export const explainMatchTask: AiTaskDefinition<'explainMatch'> = {
  output: z.object({
    strengths: z.array(z.string()).max(8),
    concerns: z.array(z.string()).max(8),
    recommendation: z.string().min(1),
  }),
  builtin: (input) => explainMatch(input.match, input.locale),
  prompt: (input) => ({
    system: SYSTEM,
    user: `Language: ${LANGUAGE[input.locale]}\nJob title: ${input.jobTitle}\n${JSON.stringify(input.match, null, 2)}`,
  }),
};
