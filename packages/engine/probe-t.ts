import fs from 'node:fs';
import { parseResumeDetailed } from './src/resume-fields.ts';
const id = process.argv[2]!;
const p = parseResumeDetailed(fs.readFileSync(`eval/resumes/${id}.txt`, 'utf8'), { now: new Date('2025-06-15') } as never);
for (const e of p.entries) console.log(JSON.stringify({ head: e.head, start: e.start, end: e.end }));
console.log(p.fields.jobTitles);
