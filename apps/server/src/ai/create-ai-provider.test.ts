import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createAiProvider } from './create-ai-provider.ts';

describe('createAiProvider', () => {
  it('is the builtin engine by default: offline, deterministic', async () => {
    const provider = createAiProvider(loadConfig({}));
    expect(provider.name).toBe('builtin');
    const input = {
      jobTitle: 'Backend Developer',
      jobDescription: 'Build payment APIs.',
      requirements: 'Node.js\nPostgreSQL',
      companyName: 'Acme',
      location: 'Haifa',
      employmentType: 'full-time',
    };
    const ad = await provider.run('writeJobAd', input);
    expect(ad.facebook).toContain('• Node.js');
    expect(ad.whatsapp).toMatch(/^\*.+\*/);
    expect(await provider.run('writeJobAd', input)).toEqual(ad);
  });

  it('tailors a resume with the builtin engine', async () => {
    const provider = createAiProvider(loadConfig({}));
    const { resumeContent } = await provider.run('tailorResume', {
      resume: 'Jane Doe\njane@example.com\nSkills\nExcel, SQL',
      jobTitle: 'Data Analyst',
      jobDescription: 'SQL reports',
      jobRequirements: '',
      personalInfo: { fullName: 'Jane Doe', email: 'jane@example.com', phone: '', linkedIn: '' },
      enhance: true,
    });
    expect(resumeContent).toContain('Jane Doe');
    expect(resumeContent).toContain('SQL, Excel');
  });

  it('is the OpenAI-compatible provider when AI_PROVIDER=openai, and names bad settings', () => {
    expect(
      createAiProvider(loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:11434/v1' })).name,
    ).toBe('openai');
    expect(() => loadConfig({ AI_PROVIDER: 'gpt' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL: must be a URL/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: '5' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('reads images only when AI_READS_IMAGES=true with the openai provider', async () => {
    expect(createAiProvider(loadConfig({})).readsImages).toBe(false);
    const builtin = createAiProvider(loadConfig({}));
    await expect(builtin.run('readResumeImages', { pages: [] })).rejects.toMatchObject({
      code: 'AI_CANNOT_READ_IMAGES',
    });
    expect(createAiProvider(loadConfig({ AI_PROVIDER: 'openai' })).readsImages).toBe(false);
    expect(createAiProvider(loadConfig({ AI_PROVIDER: 'openai', AI_READS_IMAGES: 'true' })).readsImages).toBe(
      true,
    );
    expect(() => loadConfig({ AI_READS_IMAGES: 'true' })).toThrow(
      /AI_READS_IMAGES: true needs AI_PROVIDER=openai/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'openai', AI_READS_IMAGES: 'yes' })).toThrow(
      /AI_READS_IMAGES: must be true or false/,
    );
  });
});
