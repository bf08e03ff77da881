import { describe, expect, it } from 'vitest';
import { cleanOcrText } from './ocr.ts';
import { withBulletLookAlikes, withSeparatorLookAlikes } from './ocr-list-marks.ts';

describe('round 27: scans27b — a list bullet read as a look-alike', () => {
  it('is a bullet again when the lines around it are bullets too (he, en, ar)', () => {
    expect(cleanOcrText('כישורים\ne תפעול מכונת שרינק\ne ליקוט לפי מסופון')).toBe(
      'כישורים\n• תפעול מכונת שרינק\n• ליקוט לפי מסופון',
    );
    expect(cleanOcrText('Skills\no Shrink wrap operation\no Handheld picking')).toBe(
      'Skills\n• Shrink wrap operation\n• Handheld picking',
    );
    expect(cleanOcrText('المهارات\n« تشغيل آلة التغليف\n« ترتيب المنصات')).toBe(
      'المهارات\n• تشغيل آلة التغليف\n• ترتيب المنصات',
    );
    expect(cleanOcrText('.Excel\n.ליקוט לפי מסופון\n.SAP')).toBe('• Excel\n• ליקוט לפי מסופון\n• SAP');
  });

  it("is a bullet again when drawn at a right-to-left item's right (he, ar, en)", () => {
    expect(cleanOcrText('ליקוט לפי מסופון e\nSAP e')).toBe('• ליקוט לפי מסופון\n• SAP');
    expect(cleanOcrText('ترتيب المنصات e\nتشغيل آلة التغليف e')).toBe('• ترتيب المنصات\n• تشغيل آلة التغليف');
    expect(cleanOcrText('Excel e\nSAP e')).toBe('• Excel\n• SAP');
  });

  it("is left on a line alone, and on a long line (a sentence's end read first)", () => {
    expect(cleanOcrText('e Excel')).toBe('e Excel');
    expect(cleanOcrText('.עבודה בצוות ושירות לקוחות מעולה ויחסי אנוש\n.שפות: עברית')).toBe(
      '.עבודה בצוות ושירות לקוחות מעולה ויחסי אנוש\n.שפות: עברית',
    );
  });
});

describe('round 27: scans27b — a separator between items read as a look-alike', () => {
  it('is a "|" again where "l", "I", "1", "!" or "]" stands between short items (he, en, ar)', () => {
    expect(cleanOcrText('תפעול מכונת שרינק l ליקוט לפי מסופון l סידור משטחים')).toBe(
      'תפעול מכונת שרינק | ליקוט לפי מסופון | סידור משטחים',
    );
    expect(cleanOcrText('Photoshop I Illustrator 1 InDesign ! Figma')).toBe(
      'Photoshop | Illustrator | InDesign | Figma',
    );
    expect(cleanOcrText('الإسعاف الأولي ] رعاية المسنين ] قياس الضغط')).toBe(
      'الإسعاف الأولي | رعاية المسنين | قياس الضغط',
    );
  });

  it('is a middle dot again where "e" stands so (en, he, ar)', () => {
    expect(cleanOcrText('Excel e Shrink wrap operation e Pallet stacking')).toBe(
      'Excel · Shrink wrap operation · Pallet stacking',
    );
    expect(cleanOcrText('ליקוט לפי מסופון e סידור משטחים e SAP')).toBe(
      'ליקוט לפי מסופון · סידור משטחים · SAP',
    );
    expect(cleanOcrText('ترتيب المنصات e التجميع بالماسح e SAP')).toBe(
      'ترتيب المنصات · التجميع بالماسح · SAP',
    );
  });

  it('is left where the letter or digit is a word or a count', () => {
    for (const line of [
      'Then I ran and I won the cup',
      'Led a team of 1 manager and 1 clerk',
      'Handled 5 l and 10 l tanks daily',
      'World War I history I taught',
      'Tel: 052 1 234 1 567',
      'Class 1 licence',
    ])
      expect(cleanOcrText(line)).toBe(line);
  });

  it('stays fast on a long line', () => {
    const line = Array.from({ length: 4000 }, (_, i) => (i % 2 ? 'l' : 'Excel')).join(' ');
    const start = performance.now();
    withSeparatorLookAlikes(line.slice(0, 399));
    withSeparatorLookAlikes(line);
    withBulletLookAlikes(line.split(' l '));
    expect(performance.now() - start).toBeLessThan(100);
  });
});
