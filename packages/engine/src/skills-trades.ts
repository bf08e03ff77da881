import { field, type SkillConcept } from './skill-concept.ts';

/**
 * Skills of work outside offices and software (care, warehouses, kitchens, classrooms, shops, call
 * centres, bookkeeping, electrical work), each with its names in Hebrew, English and Arabic, written
 * by hand. `parents` ties a skill to the broad field a job may ask for instead (medication
 * administration is nursing), for matching only.
 */

const under = (concept: SkillConcept, ...parents: string[]): SkillConcept => ({ ...concept, parents });

export const TRADE_SKILLS: readonly SkillConcept[] = [
  // Care
  // Caregivers, paramedics and veterinary technicians give medication too: like drawing blood, it
  // does not make a nurse (an animal technician's "הרדמה ומתן תרופות" met a nurse's job by it).
  field(
    'medication-administration',
    { en: 'Medication administration', he: 'מתן תרופות', ar: 'إعطاء الأدوية' },
    ['administer medication', 'administering medication', 'חלוקת תרופות', 'הכנה ומתן תרופות', 'إعطاء الدواء'],
  ),
  under(
    field('wound-care', { en: 'Wound care', he: 'טיפול בפצעים', ar: 'العناية بالجروح' }, [
      'wound dressing',
      'חבישות',
      'טיפול בפצעי לחץ',
      'تضميد الجروح',
    ]),
    'nursing',
  ),
  // A skill other trades share is under none of them: laboratory technicians, paramedics and
  // phlebotomists draw blood too, and it does not make a nurse.
  field('blood-drawing', { en: 'Blood drawing', he: 'לקיחת דם', ar: 'سحب الدم' }, [
    'phlebotomy',
    'blood tests',
    'לקיחת דמים',
    'בדיקות דם',
    'فحوصات الدم',
  ]),
  under(
    field('iv-therapy', { en: 'IV therapy', he: 'עירויים', ar: 'العلاج الوريدي' }, [
      'iv insertion',
      'intravenous therapy',
      'החדרת עירוי',
      'הכנסת עירויים',
      'تركيب المحاليل',
    ]),
    'nursing',
  ),
  field('cpr', { en: 'CPR', he: 'החייאה', ar: 'الإنعاش القلبي الرئوي' }, [
    'bls',
    'als',
    'acls',
    'resuscitation',
    'basic life support',
    'advanced life support',
    'החייאה בסיסית',
    'החייאה מתקדמת',
    'إنعاش',
  ]),
  // Nor vaccination: pharmacists, doctors and veterinary technicians vaccinate.
  field('vaccination', { en: 'Vaccination', he: 'חיסונים', ar: 'التطعيمات' }, [
    'vaccinations',
    'immunization',
    'immunisation',
    'מתן חיסונים',
    'تطعيمات',
    'تطعيم',
  ]),
  under(
    field('intensive-care', { en: 'Intensive care', he: 'טיפול נמרץ', ar: 'العناية المركزة' }, [
      'icu',
      'critical care',
      'intensive care unit',
      'טנ"ק',
      'العناية المكثفة',
    ]),
    'nursing',
  ),
  under(
    field('patient-assessment', { en: 'Patient assessment', he: 'הערכת מטופלים', ar: 'تقييم المرضى' }, [
      'vital signs',
      'monitoring vital signs',
      'ניטור סימנים חיוניים',
      'מדידת סימנים חיוניים',
      'العلامات الحيوية',
    ]),
    'nursing',
  ),
  field('first-aid', { en: 'First aid', he: 'עזרה ראשונה', ar: 'الإسعافات الأولية' }, [
    'الإسعاف الأولي',
    'first aid certificate',
    'מגיש עזרה ראשונה',
    'מגישת עזרה ראשונה',
    'إسعاف أولي',
  ]),
  // Warehouse and logistics
  under(
    field('order-picking', { en: 'Order picking', he: 'ליקוט', ar: 'تجهيز الطلبيات' }, [
      'picking',
      'pick and pack',
      'ליקוט הזמנות',
      'ליקוט מוצרים',
      'order picker',
      'מלקט',
      'מלקטת',
      'تحضير الطلبيات',
    ]),
    // Picking orders is warehouse work: a picker meets a warehouse job's core.
    'warehouse-work',
  ),
  under(
    field('inventory-management', { en: 'Inventory management', he: 'ניהול מלאי', ar: 'إدارة المخزون' }, [
      'inventory control',
      'stock management',
      'stock control',
      'inventory counts',
      'stock taking',
      'ספירת מלאי',
      'ספירות מלאי',
      'בקרת מלאי',
      'جرد المخزون',
      'جرد',
      'مراقبة المخزون',
    ]),
    'logistics',
  ),
  under(
    field('fleet-management', { en: 'Fleet management', he: 'ניהול צי רכב', ar: 'إدارة الأسطول' }, [
      'fleet manager',
      'fleet operations',
      'ניהול צי',
      'מנהל צי רכב',
      'إدارة أسطول',
      'إدارة أسطول المركبات',
    ]),
    'logistics',
  ),
  under(
    field('goods-receiving', { en: 'Goods receiving', he: 'קליטת סחורה', ar: 'استلام البضائع' }, [
      'receiving goods',
      'goods inward',
      'קבלת סחורה',
      'קליטת משלוחים',
      'استلام البضاعة',
    ]),
    'logistics',
  ),
  under(
    field('loading', { en: 'Loading and unloading', he: 'העמסה ופריקה', ar: 'تحميل وتفريغ' }, [
      'loading',
      'unloading',
      'העמסה',
      'פריקה',
      'التحميل والتفريغ',
      'تحميل',
    ]),
    'logistics',
  ),
  under(
    field('handheld-scanner', { en: 'Handheld terminal', he: 'מסופון', ar: 'الماسح اليدوي' }, [
      'rf scanner',
      'handheld scanner',
      'barcode scanner',
      'מסופונים',
      'סורק ברקוד',
      'جهاز المسح',
    ]),
    'logistics',
  ),
  // A warehouse is one kind of logistics work: a warehouse job's title is met by a storekeeper's,
  // and an import coordinator's or a supply-chain planner's is related work, not the same.
  under(
    field('warehouse-work', { en: 'Warehouse work', he: 'עבודת מחסן', ar: 'العمل في المستودعات' }, [
      'warehouse',
      'מחסן',
      'מחסנאי',
      'מחסנאית',
      'storekeeper',
      'مستودع',
      'أمين مخزن',
      'أمين مستودع',
    ]),
    'logistics',
  ),
  under(
    field('import-export', { en: 'Import and export', he: 'יבוא ויצוא', ar: 'الاستيراد والتصدير' }, [
      'import',
      'imports',
      'importing',
      'export',
      'exports',
      'import/export',
      'יבוא',
      'ייבוא',
      'יצוא',
      'ייצוא',
      'סחר חוץ',
      'שילוח בינלאומי',
      'freight forwarding',
      'استيراد',
      'الاستيراد',
      'تصدير',
      'التصدير',
      'شحن دولي',
    ]),
    'logistics',
  ),
  under(
    field('customs-clearance', { en: 'Customs clearance', he: 'שחרור מכס', ar: 'التخليص الجمركي' }, [
      'customs',
      'עמילות מכס',
      'שחרור משלוחים מהמכס',
      'customs broker',
      'עמיל מכס',
      'تخليص جمركي',
    ]),
    'logistics',
  ),
  under(
    field('supplier-management', { en: 'Supplier management', he: 'ניהול ספקים', ar: 'إدارة الموردين' }, [
      'overseas suppliers',
      'working with suppliers',
      'vendor management',
      'עבודה מול ספקים',
      'התקשרות עם ספקים',
      'التعامل مع الموردين',
    ]),
    'procurement',
  ),
  under(
    field('forecasting', { en: 'Demand forecasting', he: 'חיזוי ביקושים', ar: 'التنبؤ بالطلب' }, [
      'sales forecasting',
      'תחזיות',
      'תחזית מכירות',
    ]),
    'planning',
  ),
  // Teaching
  under(
    field('classroom-management', { en: 'Classroom management', he: 'ניהול כיתה', ar: 'إدارة الصف' }, [
      'class management',
      'ניהול כיתות',
      'إدارة الصفوف',
    ]),
    'teaching',
  ),
  under(
    field('lesson-planning', { en: 'Lesson planning', he: 'תכנון שיעורים', ar: 'تحضير الدروس' }, [
      'curriculum development',
      'lesson plans',
      'בניית מערכי שיעור',
      'מערכי שיעור',
      'إعداد الدروس',
      'تخطيط الدروس',
    ]),
    'teaching',
  ),
  under(
    field('remote-teaching', { en: 'Remote teaching', he: 'הוראה מרחוק', ar: 'التعليم عن بعد' }, [
      'online teaching',
      'distance learning',
      'למידה מרחוק',
      'הוראה מקוונת',
      'التدريس عن بعد',
    ]),
    'teaching',
  ),
  under(
    field(
      'differentiated-instruction',
      { en: 'Differentiated instruction', he: 'הוראה מותאמת', ar: 'التعليم المتمايز' },
      ['differentiated teaching', 'special education', 'הוראה דיפרנציאלית', 'חינוך מיוחד', 'التربية الخاصة'],
    ),
    'teaching',
  ),
  under(
    field(
      'early-childhood',
      { en: 'Early childhood education', he: 'חינוך לגיל הרך', ar: 'التربية في الطفولة المبكرة' },
      [
        'preschool education',
        'kindergarten',
        'גיל הרך',
        'الطفولة المبكرة',
        'رياض الأطفال',
        'גן ילדים',
        'סייעת בגן',
        'סייעת גן',
        'סייעת לגננת',
        'روضة أطفال',
        'مساعدة روضة',
        'مساعدة في روضة',
      ],
    ),
    'teaching',
  ),
  under(
    field('exam-preparation', { en: 'Exam preparation', he: 'הכנה לבגרות', ar: 'التحضير للامتحانات' }, [
      'bagrut preparation',
      'הכנה למבחנים',
      'הכנה לבחינות',
      'إعداد الامتحانات',
      'التحضير لامتحانات البجروت',
    ]),
    'teaching',
  ),
  // Kitchen and bakery
  field('baking', { en: 'Baking', he: 'אפייה', ar: 'الخبز' }, [
    'bread baking',
    'bakery',
    'baker',
    'אופה',
    'אופים',
    'מאפייה',
    'خباز',
    'مخبز',
    'אפיית לחם',
    'אפיית לחמים',
    'אפיית מאפים',
    'خبز الخبز',
    'المخبوزات',
  ]),
  under(
    field('dough-preparation', { en: 'Dough preparation', he: 'הכנת בצקים', ar: 'تحضير العجين' }, [
      'dough making',
      'הכנת בצק',
      'לישת בצק',
      'إعداد العجين',
    ]),
    'baking',
  ),
  under(
    field('pastry', { en: 'Pastry', he: 'קונדיטוריה', ar: 'الحلويات' }, [
      'pastry making',
      'patisserie',
      'cake decorating',
      'קונדיטור',
      'קונדיטורית',
      'עיצוב עוגות',
      'صناعة الحلويات',
      // A pastry chef is a pastry maker, not a cook of the hot line.
      'pastry chef',
      'שף קונדיטור',
      'שפית קונדיטורית',
      'شيف حلويات',
      'شيفة حلويات',
    ]),
    'baking',
  ),
  field('cooking', { en: 'Cooking', he: 'בישול', ar: 'الطبخ' }, [
    'cook',
    'line cook',
    'chef',
    'sous chef',
    'טבח',
    'טבחית',
    'שף',
    'שפית',
    'סו שף',
    'طباخ',
    'طباخة',
    'شيف',
    'בישול מקצועי',
    'طبخ',
    'الطهي',
    'طاه',
    'طاهي',
    'طاهية',
  ]),
  field('food-safety', { en: 'Food safety', he: 'בטיחות מזון', ar: 'سلامة الغذاء' }, [
    'haccp',
    'food hygiene',
    'תקני בטיחות מזון',
    'היגיינת מזון',
    'سلامة الأغذية',
  ]),
  under(
    field('kitchen-management', { en: 'Kitchen management', he: 'ניהול מטבח', ar: 'إدارة المطبخ' }, [
      'running a kitchen',
      'ניהול מטבחים',
      'إدارة مطبخ',
    ]),
    'cooking',
  ),
  under(
    field('menu-planning', { en: 'Menu planning', he: 'בניית תפריט', ar: 'تخطيط القوائم' }, [
      'menu development',
      'menu design',
      'בניית תפריטים',
      'תכנון תפריט',
      'إعداد قائمة الطعام',
    ]),
    'cooking',
  ),
  field('food-costing', { en: 'Food cost control', he: 'תמחור מנות', ar: 'تكلفة الطعام' }, [
    'food costing',
    'food cost',
    'תמחיר מנות',
    'תמחור',
    'حساب تكلفة الأطباق',
  ]),
  // Sales and service
  under(
    field('field-sales', { en: 'Field sales', he: 'מכירות שטח', ar: 'المبيعات الميدانية' }, [
      'outside sales',
      'door to door sales',
      'מכירה בשטח',
      'مبيعات ميدانية',
    ]),
    'sales',
  ),
  under(
    field('telephone-sales', { en: 'Telephone sales', he: 'מכירות טלפוניות', ar: 'المبيعات الهاتفية' }, [
      'telesales',
      'phone sales',
      'telemarketing',
      'מכירה טלפונית',
      'טלמרקטינג',
      'טלפן',
      'טלפנית',
      'مبيعات هاتفية',
    ]),
    'sales',
  ),
  under(
    field('cold-calling', { en: 'Cold calling', he: 'שיחות קרות', ar: 'الاتصال البارد' }, [
      'outbound calls',
      'outbound',
      'שיחות יוצאות',
      'مكالمات صادرة',
    ]),
    'sales',
  ),
  under(
    field('lead-generation', { en: 'Lead generation', he: 'פתיחת לקוחות חדשים', ar: 'جلب عملاء جدد' }, [
      'new business development',
      'prospecting',
      'פתיחת לקוחות',
      'גיוס לקוחות חדשים',
      'استقطاب العملاء',
    ]),
    'sales',
  ),
  under(
    field(
      'pipeline-management',
      { en: 'Pipeline management', he: 'ניהול פייפליין', ar: 'إدارة خط المبيعات' },
      ['sales pipeline', 'pipeline', 'ניהול משפך מכירות'],
    ),
    'sales',
  ),
  under(
    field('direct-sales', { en: 'Direct sales', he: 'מכירה ישירה', ar: 'البيع المباشر' }, [
      'retail sales',
      'in-store sales',
      'מכירות בחנות',
      'מכירה פרונטלית',
      'بيع مباشر',
    ]),
    'sales',
  ),
  field('cash-register', { en: 'Cash handling', he: 'עבודה בקופה', ar: 'إدارة الصندوق' }, [
    'العمل على الصندوق',
    'كاشير',
    'cash register',
    'pos',
    'קופה',
    'الكاشير',
    'صندوق الدفع',
  ]),
  under(
    field('customer-retention', { en: 'Customer retention', he: 'שימור לקוחות', ar: 'الاحتفاظ بالعملاء' }, [
      'retention',
      'churn prevention',
      'מחלקת שימור',
      'شيمور',
    ]),
    'customer-service',
  ),
  under(
    field('call-handling', { en: 'Call handling', he: 'מענה טלפוני', ar: 'الرد على المكالمات' }, [
      'answering phones',
      'answering calls',
      'inbound calls',
      'answering calls',
      'call centre',
      'מוקד טלפוני',
      'מענה לפניות',
      'مركز الاتصالات',
      'الرد على الهاتف',
    ]),
    'customer-service',
  ),
  tech_('zendesk', 'Zendesk', ['freshdesk'], 'customer-service'),
  // Bookkeeping
  under(
    field('bank-reconciliation', { en: 'Bank reconciliation', he: 'התאמות בנקים', ar: 'التسويات البنكية' }, [
      'reconciliations',
      'התאמות בנק',
      'התאמות כרטיסים',
      'تسوية الحسابات البنكية',
      'تسويات بنكية',
    ]),
    'accounting',
  ),
  under(
    field('tax-reporting', { en: 'Tax reporting', he: 'דיווחי מס', ar: 'التقارير الضريبية' }, [
      'tax returns',
      'דוחות מס',
      'דוחות שנתיים',
      'الإقرارات الضريبية',
      'تقارير ضريبية',
    ]),
    'accounting',
  ),
  // Electrical work
  under(
    field(
      'electrical-panels',
      { en: 'Electrical panel installation', he: 'התקנת לוחות חשמל', ar: 'تركيب اللوحات الكهربائية' },
      [
        'switchboard installation',
        'electrical panels',
        'לוחות חשמל',
        'הרכבת לוחות חשמל',
        'اللوحات الكهربائية',
      ],
    ),
    'electrical-work',
  ),
  under(
    field('electrical-wiring', { en: 'Electrical wiring', he: 'התקנות חשמל', ar: 'التمديدات الكهربائية' }, [
      'wiring',
      'electrical installation',
      'electrical installations',
      'תשתיות חשמל',
      'חיווט',
      'تمديدات كهربائية',
    ]),
    'electrical-work',
  ),
  under(
    field(
      'electrical-maintenance',
      { en: 'Electrical maintenance', he: 'אחזקת מערכות חשמל', ar: 'صيانة الأنظمة الكهربائية' },
      ['electrical systems maintenance', 'אחזקת חשמל', 'תחזוקת מערכות חשמל', 'صيانة كهربائية'],
    ),
    'electrical-work',
  ),
  field('troubleshooting', { en: 'Fault finding', he: 'איתור תקלות', ar: 'تشخيص الأعطال' }, [
    'fault diagnosis',
    'איתור ותיקון תקלות',
    'تحديد الأعطال',
  ]),
  under(
    field(
      'electrical-drawings',
      { en: 'Reading electrical drawings', he: 'קריאת תוכניות חשמל', ar: 'قراءة المخططات الكهربائية' },
      ['electrical schematics', 'reading electrical schematics', 'קריאת שרטוטי חשמל'],
    ),
    'electrical-work',
  ),
  // Drawings of any trade (a welder's, a tiler's, a machinist's): no electrician's work.
  field(
    'blueprint-reading',
    { en: 'Reading technical drawings', he: 'קריאת שרטוטים', ar: 'قراءة المخططات' },
    [
      'reading blueprints',
      'blueprint reading',
      'reading technical drawings',
      'קריאת תוכניות',
      'קריאת שרטוטים טכניים',
      'קריאת שרטוט',
      'قراءة المخططات الهندسية',
      'قراءة الرسومات الهندسية',
    ],
  ),
  under(
    field('three-phase', { en: 'Three-phase power', he: 'חשמל תלת פאזי', ar: 'الكهرباء ثلاثية الطور' }, [
      'three phase',
      '3-phase',
      'תלת פאזי',
      'ثلاثي الطور',
    ]),
    'electrical-work',
  ),
  field('plc', { en: 'PLC', he: 'בקרים מתוכנתים', ar: 'المتحكمات المنطقية' }, [
    'plc programming',
    'programmable logic controllers',
    'בקרי plc',
    'scada',
  ]),
  field('working-at-heights', { en: 'Working at heights', he: 'עבודה בגובה', ar: 'العمل على المرتفعات' }, [
    'العمل على ارتفاعات',
    'العمل في المرتفعات',
    'work at height',
    'היתר עבודה בגובה',
    'العمل في الأماكن المرتفعة',
  ]),
  field('electrical-work', { en: 'Electrical work', he: 'עבודות חשמל', ar: 'أعمال الكهرباء' }, [
    'electrician',
    'חשמלאי',
    'חשמלאית',
    'חשמלאי מוסמך',
    // An electrician in Arabic: "كهرباء" alone is electricity, and an engineer's field.
    'فني كهرباء',
    'فنية كهرباء',
    'عامل كهرباء',
    'كهربائية',
    'كهربائي',
  ]),
  field(
    'hvac',
    { en: 'Air conditioning and refrigeration', he: 'מיזוג אוויר וקירור', ar: 'التكييف والتبريد' },
    [
      'HVAC',
      'air conditioning',
      'refrigeration',
      'מיזוג אוויר',
      'טכנאי מיזוג',
      'טכנאית מיזוג',
      'טכנאי קירור',
      'מזגנים',
      'تكييف',
      'التكييف',
      'فني تكييف',
      'تبريد',
      'مكيفات',
    ],
  ),
  field('building-maintenance', { en: 'Maintenance', he: 'אחזקה', ar: 'الصيانة' }, [
    'תחזוקת מבנים',
    'תחזוקת מבנה',
    'אחזקת מבנה',
    'maintenance technician',
    'maintenance worker',
    'building maintenance',
    'facility maintenance',
    'preventive maintenance',
    'טכנאי אחזקה',
    'טכנאית אחזקה',
    'איש אחזקה',
    'איש תחזוקה',
    'עובד תחזוקה',
    'עובד אחזקה',
    'אחראי אחזקה',
    'מנהל אחזקה',
    'אחזקת מבנים',
    'אחזקה מונעת',
    'תחזוקה מונעת',
    // (The other Hebrew word for maintenance, as common as the label's.)
    'תחזוקה',
    'فني صيانة',
    'عامل صيانة',
    'صيانة المباني',
    'صيانة وقائية',
  ]),
];

function tech_(id: string, label: string, aliases: string[], parent: string): SkillConcept {
  return { id, kind: 'tech', label: { en: label }, aliases: [label, ...aliases], parents: [parent] };
}
