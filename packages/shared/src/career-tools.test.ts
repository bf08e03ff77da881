import { describe, expect, it } from 'vitest';
import {
  ZExtractResumeTextResponse,
  ZGenerateJobAdRequest,
  ZGenerateJobAdResponse,
  ZGenerateResumeRequest,
  ZGenerateResumeResponse,
  canCreateJobAd,
  canUpgradeResume,
} from './career-tools.ts';

describe('ZGenerateResumeRequest (spec section 3)', () => {
  const body = {
    personalInfo: { fullName: 'דנה לוי', email: 'dana@example.com', phone: '052-555-1234', linkedIn: '' },
    jobTitle: '',
    jobDescription: 'דרושה מפתחת Full Stack',
    jobRequirements: '',
    existingResume: 'דנה לוי\nמפתחת',
    enhanceMode: true,
  };

  it('accepts exactly the fields the page sends', () => {
    expect(ZGenerateResumeRequest.parse(body)).toEqual(body);
  });

  it('fills what a client leaves out', () => {
    const parsed = ZGenerateResumeRequest.parse({ jobDescription: 'job', existingResume: 'resume' });
    expect(parsed).toEqual({
      personalInfo: { fullName: '', email: '', phone: '', linkedIn: '' },
      jobTitle: '',
      jobDescription: 'job',
      jobRequirements: '',
      existingResume: 'resume',
      enhanceMode: true,
    });
  });

  it('needs a resume and some job details', () => {
    expect(ZGenerateResumeRequest.safeParse({ ...body, existingResume: '  \n' }).success).toBe(false);
    const noJob = ZGenerateResumeRequest.safeParse({ ...body, jobDescription: ' ' });
    expect(noJob.success).toBe(false);
    expect(noJob.error?.issues[0]?.path).toEqual(['jobDescription']);
    expect(
      ZGenerateResumeRequest.safeParse({ ...body, jobDescription: '', jobTitle: 'Developer' }).success,
    ).toBe(true);
  });

  it('bounds the sizes', () => {
    expect(ZGenerateResumeRequest.safeParse({ ...body, existingResume: 'x'.repeat(100_001) }).success).toBe(
      false,
    );
  });

  it('answers resumeContent', () => {
    expect(ZGenerateResumeResponse.parse({ resumeContent: 'text' })).toEqual({ resumeContent: 'text' });
  });
});

describe('ZGenerateJobAdRequest (spec section 3)', () => {
  const body = {
    jobTitle: 'מפתח/ת Backend',
    jobDescription: 'פיתוח שירותים',
    requirements: 'Node.js',
    companyName: '',
    location: '',
    employmentType: '',
  };

  it('accepts exactly the fields the page sends, optional ones empty or missing', () => {
    expect(ZGenerateJobAdRequest.parse(body)).toEqual(body);
    const { companyName: _c, location: _l, employmentType: _e, ...required } = body;
    expect(ZGenerateJobAdRequest.parse(required)).toEqual(body);
  });

  it.each(['jobTitle', 'jobDescription', 'requirements'] as const)('needs a non-blank %s', (field) => {
    const result = ZGenerateJobAdRequest.safeParse({ ...body, [field]: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('answers facebook and whatsapp; extraction answers text', () => {
    expect(ZGenerateJobAdResponse.parse({ facebook: 'a', whatsapp: 'b' })).toEqual({
      facebook: 'a',
      whatsapp: 'b',
    });
    expect(ZExtractResumeTextResponse.parse({ text: 't' })).toEqual({ text: 't' });
  });
});

describe('form rules (spec section 5)', () => {
  it('a resume upgrade needs a file and non-blank job details', () => {
    expect(canUpgradeResume({ file: {}, jobDetails: 'job' })).toBe(true);
    expect(canUpgradeResume({ file: null, jobDetails: 'job' })).toBe(false);
    expect(canUpgradeResume({ file: {}, jobDetails: ' \n ' })).toBe(false);
  });

  it('a job ad needs title, description and requirements', () => {
    expect(canCreateJobAd({ jobTitle: 't', jobDescription: 'd', requirements: 'r' })).toBe(true);
    expect(canCreateJobAd({ jobTitle: 't', jobDescription: ' ', requirements: 'r' })).toBe(false);
  });
});
