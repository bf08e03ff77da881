import { useMutation } from '@tanstack/react-query';
import type { TGenerateJobAdInput } from '@gius/shared/career-tools';
import { generateJobAd } from './tools-api.ts';

export function useCreateJobAd() {
  return useMutation({ mutationFn: (input: TGenerateJobAdInput) => generateJobAd(input) });
}
