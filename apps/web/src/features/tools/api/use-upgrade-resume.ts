import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { extractPersonalInfo } from '@gius/shared/resume-personal-info';
import { extractResumeText, generateResume } from './tools-api.ts';

export type UpgradeStep = 'reading' | 'tailoring';

/**
 * Upgrading a resume as the page does it (spec sections 3 and 7): extract the PDF's text, pick the
 * personal details from it, then ask for a resume tailored to the job details.
 */
export function useUpgradeResume() {
  const [step, setStep] = useState<UpgradeStep>('reading');
  const mutation = useMutation({
    mutationFn: async ({ file, jobDetails }: { file: File; jobDetails: string }) => {
      setStep('reading');
      const { text } = await extractResumeText(file);
      setStep('tailoring');
      const { resumeContent } = await generateResume({
        personalInfo: extractPersonalInfo(text),
        jobTitle: '',
        jobDescription: jobDetails,
        jobRequirements: '',
        existingResume: text,
        enhanceMode: true,
      });
      return resumeContent;
    },
  });
  return { ...mutation, step };
}
