/**
 * Families of related skills and fields, for partial credit when a resume is in the job's family
 * but not its exact field (a Full Stack developer for a Backend job, a payroll specialist for a
 * bookkeeping job). A concept may belong to more than one family. To extend: add ids of the lexicon.
 */

export const SKILL_FAMILIES: Record<string, readonly string[]> = {
  software: [
    'frontend',
    'backend',
    'fullstack',
    'mobile',
    'qa',
    'devops',
    'data-engineering',
    'microservices',
    'web-development',
    'systems-analysis',
    'programming',
    'database-administration',
  ],
  data: [
    'data-analysis',
    'data-science',
    'data-engineering',
    'bi',
    'machine-learning',
    'deep-learning',
    'power-bi',
    'tableau',
  ],
  infrastructure: [
    'devops',
    'it-support',
    'networking',
    'security',
    'kubernetes',
    'aws',
    'azure',
    'gcp',
    'linux',
    'database-administration',
  ],
  finance: [
    'accounting',
    'finance',
    'payroll',
    'audit',
    'vat',
    'ifrs',
    'us-gaap',
    'bank-reconciliation',
    'tax-reporting',
    'economics',
    'tax-advice',
  ],
  people: ['hr', 'interviewing', 'sourcing'],
  'sales-service': [
    'sales',
    'customer-service',
    'account-management',
    'retail',
    'field-sales',
    'telephone-sales',
    'direct-sales',
    'cold-calling',
    'lead-generation',
    'customer-retention',
    'call-handling',
    'cash-register',
    'shop-sales',
    'barista',
    'cabin-crew',
    'receptionist',
    'bank-clerk',
    'real-estate-agency',
  ],
  marketing: [
    'marketing',
    'digital-marketing',
    'social-media',
    'content',
    'seo',
    'google-ads',
    'branding',
    'copywriting',
    'journalism',
    'translation',
  ],
  logistics: [
    'logistics',
    'warehouse-work',
    'procurement',
    'operations',
    'planning',
    'forklift',
    'wms',
    'order-picking',
    'inventory-management',
    'goods-receiving',
    'loading',
    'handheld-scanner',
    'customs-clearance',
    'import-export',
    'dispatch',
    'courier',
    'mail-delivery',
    // A driver's work is near the warehouse's (loading, delivering its goods): the graders of a
    // truck driver's job grade a forklift operator or a storekeeper, and of a forklift job a driver.
    'driving',
  ],
  manufacturing: [
    'production-work',
    'quality-control',
    'machining',
    'welding',
    'food-technology',
    'occupational-safety',
    'industrial-engineering',
    'chemical-engineering',
    'electronics',
  ],
  health: [
    'nursing',
    'caregiving',
    'healthcare',
    'pharma',
    'medication-administration',
    'wound-care',
    'intensive-care',
    'vaccination',
    'physiotherapy',
    'dental-assisting',
    'dental-hygiene',
    'laboratory',
    'paramedic',
    'dietetics',
    'speech-therapy',
    'occupational-therapy',
    'veterinary',
    'radiography',
    'midwifery',
    'optometry',
    'medicine',
    'dentistry',
    'massage',
  ],
  trades: [
    'plumbing',
    'vehicle-mechanics',
    'electrical-work',
    'hvac',
    'building-maintenance',
    'welding',
    'carpentry',
    'machining',
    'auto-mechanics',
    'elevator-tech',
    'tiling',
    'aluminium-work',
    'locksmith',
    'pest-control',
    'field-service',
    'painting',
    'construction-work',
    'auto-bodywork',
    'metalwork',
    'glazing',
    'device-repair',
  ],
  // Work on a building site, from its labourers and trades to its engineer.
  construction: [
    'construction-work',
    'engineering-civil',
    'painting',
    'tiling',
    'glazing',
    'aluminium-work',
    'carpentry',
    'metalwork',
    'crane-operation',
    'land-surveying',
  ],
  // Those who keep order and safety by the state's or a town's authority, and guards.
  'public-safety': [
    'policing',
    'prison-service',
    'firefighting',
    'municipal-inspection',
    'security-guarding',
  ],
  science: [
    'research',
    'natural-sciences',
    'chemistry',
    'laboratory',
    'chemical-engineering',
    'food-technology',
    'environment',
  ],
  'money-services': [
    'banking',
    'bank-clerk',
    'insurance',
    'finance',
    'mortgage-advice',
    'lending',
    'tax-advice',
  ],
  education: ['teaching', 'early-childhood', 'classroom-management', 'lesson-planning', 'school-management'],
  // A lecturer teaches adults a field of research: nearer a researcher than a schoolteacher.
  academia: ['lecturing', 'research'],
  // The helping professions: a counsellor or a special-education teacher works with children and
  // families at risk as a social worker does.
  welfare: ['social-work', 'counseling', 'differentiated-instruction', 'community-work'],
  food: [
    'cooking',
    'baking',
    'pastry',
    'dough-preparation',
    'kitchen-management',
    'menu-planning',
    'dishwashing',
    'kitchen-work',
    'butchery',
    'bartending',
    // Restaurants and hotels' kitchens: where a cook's work is done.
    'hospitality',
  ],
  beauty: ['hairdressing', 'beauty', 'massage'],
  design: [
    'ux',
    'graphic-design',
    'branding',
    'architecture',
    'photography',
    'industrial-design',
    'interior-design',
    'fashion-design',
    'video-editing',
  ],
  fashion: ['fashion-design', 'tailoring'],
  office: [
    'administration',
    'receptionist',
    'data-entry',
    'legal-support',
    'library',
    'records-management',
    'appointment-scheduling',
  ],
  outdoors: ['gardening', 'agriculture'],
  // Work with animals: a veterinary nurse on dairy farms is near a dairy worker's job.
  animals: ['veterinary', 'agriculture'],
  tourism: ['tour-guiding', 'cabin-crew', 'hospitality', 'travel-agency'],
  legal: ['legal', 'legal-support', 'judging'],
  engineering: [
    'engineering-electrical',
    'engineering-mechanical',
    'engineering-civil',
    'drafting',
    'land-surveying',
    'urban-planning',
    'industrial-engineering',
    'chemical-engineering',
    'electronics',
    'environment',
  ],
  electrical: [
    'electrical-work',
    'engineering-electrical',
    'electrical-panels',
    'electrical-wiring',
    'electrical-maintenance',
  ],
};

const FAMILIES_OF = new Map<string, string[]>();
for (const [family, ids] of Object.entries(SKILL_FAMILIES)) {
  for (const id of ids) FAMILIES_OF.set(id, [...(FAMILIES_OF.get(id) ?? []), family]);
}

/**
 * Fields that say where the work is done rather than what it is: in "Medical Secretary" or "טבח
 * במוסד רפואי" the occupation is the secretary or the cook; the setting weighs less beside it.
 */
export const SETTINGS: ReadonlySet<string> = new Set(['healthcare', 'hospitality']);

/**
 * A rank held in any trade ("Warehouse Shift Supervisor"): beside the trade's occupation it weighs
 * half, as a setting does, so a shift supervisor of another trade (quality, cleaning) meets less of
 * the job's title than a storekeeper does.
 */
export const RANKS: ReadonlySet<string> = new Set(['shift-supervision']);

/** The families of some concept ids, each once. */
export function familiesOf(ids: readonly string[]): string[] {
  // (In the order first met, each once: as a Set of them all would give.)
  const out: string[] = [];
  for (const id of ids)
    for (const family of FAMILIES_OF.get(id) ?? []) if (!out.includes(family)) out.push(family);
  return out;
}

/**
 * Specialities inside a wide family: work so near that one does much of the other's job (a dental
 * hygienist for a dental assistant's post, a plumber for building maintenance), nearer than the
 * rest of its family (a veterinary technician, a locksmith). For titles only.
 */
const SPECIALITIES: readonly (readonly string[])[] = [
  ['dental-assisting', 'dental-hygiene', 'dentistry'],
  ['physiotherapy', 'occupational-therapy', 'speech-therapy'],
  [
    'nursing',
    'caregiving',
    'intensive-care',
    'wound-care',
    'medication-administration',
    'vaccination',
    'paramedic',
    'midwifery',
  ],
  ['laboratory', 'pharma'],
  [
    'building-maintenance',
    'electrical-work',
    'electrical-maintenance',
    'hvac',
    'plumbing',
    'carpentry',
    'elevator-tech',
    'field-service',
  ],
  ['vehicle-mechanics', 'auto-mechanics', 'auto-bodywork'],
  ['baking', 'pastry', 'dough-preparation'],
  ['cooking', 'kitchen-management', 'menu-planning', 'butchery'],
  ['teaching', 'early-childhood', 'classroom-management', 'lesson-planning'],
  ['administration', 'receptionist', 'data-entry'],
  // A bank's work: its tellers and clerks, its mortgages and loans (not insurance or tax advice).
  ['banking', 'bank-clerk', 'mortgage-advice', 'lending'],
  // Selling, in a shop, on the road, by phone or of property, beside the family's service work.
  [
    'sales',
    'field-sales',
    'telephone-sales',
    'direct-sales',
    'cold-calling',
    'lead-generation',
    'account-management',
    'shop-sales',
    'real-estate-agency',
  ],
];

const SPECIALITY_OF = new Map<string, number[]>();
SPECIALITIES.forEach((ids, i) => {
  for (const id of ids) SPECIALITY_OF.set(id, [...(SPECIALITY_OF.get(id) ?? []), i]);
});

/** Whether two sets of concepts hold work of one speciality (the same concept included). */
export function shareSpeciality(a: readonly string[], b: readonly string[]): boolean {
  const ofA = new Set(a.flatMap((id) => SPECIALITY_OF.get(id) ?? []));
  return ofA.size > 0 && b.some((id) => SPECIALITY_OF.get(id)?.some((i) => ofA.has(i)));
}
