import { z } from 'zod';
import { tailorResume } from '@gius/engine/tailor-resume';
import type { AiTaskDefinition } from '../task-definition.ts';

const SYSTEM = `You are an expert recruiter and resume writer. You tailor a candidate's resume to one job.
Rules:
- Write in the language of the resume (Hebrew, Arabic or English), whatever the language of the job.
- Keep every fact of the resume: every employer, role, date, degree, institution, number and contact detail, as written.
- Invent nothing: no employer, date, degree, certificate, skill, tool or number that the resume does not show.
- Start with the name and contact lines, then a short professional summary (2 to 4 sentences) aimed at this job,
  built only from the resume's facts.
- Put the skills and the experience that the job asks for first; within a job, the relevant bullets first.
- Plain text only: no markdown, no asterisks, no headings with #. Bullets start with "• ". Sections are separated by
  an empty line and start with a heading line.
Answer with JSON: {"resumeContent": "<the whole tailored resume>"}.`;

export const tailorResumeTask: AiTaskDefinition<'tailorResume'> = {
  output: z.object({ resumeContent: z.string().min(1) }),
  builtin: (input) => ({
    resumeContent: tailorResume({
      resume: input.resume,
      jobTitle: input.jobTitle,
      jobDescription: input.jobDescription,
      jobRequirements: input.jobRequirements,
      personalInfo: input.personalInfo,
      enhance: input.enhance,
      referenceYear: new Date().getFullYear(),
    }).text,
  }),
  prompt: (input) => ({
    system: SYSTEM,
    user: JSON.stringify(
      {
        job: {
          title: input.jobTitle,
          description: input.jobDescription,
          requirements: input.jobRequirements,
        },
        candidate: input.personalInfo,
        mode: input.enhance ? 'tailor and add a summary' : 'reorder only, add no new sentences',
        resume: input.resume,
      },
      null,
      2,
    ),
  }),
};
