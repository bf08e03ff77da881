import type { Language } from '@gius/shared/constants';
import type { EmailMessage } from '../messaging/mailer.ts';

/** The texts of the e-mails auth sends, in the recipient's language. */
const TEXTS = {
  he: {
    codeSubject: 'קוד הכניסה שלך ל-Gius',
    code: (code: string) =>
      `קוד הכניסה שלך: ${code}\nהקוד תקף ל-10 דקות. אם לא ביקשת אותו, אפשר להתעלם מהודעה זו.`,
    resetSubject: 'איפוס הסיסמה ב-Gius',
    reset: (link: string) =>
      `לאיפוס הסיסמה יש לפתוח את הקישור (תקף לשעה):\n${link}\nאם לא ביקשת איפוס, אפשר להתעלם מהודעה זו.`,
    inviteSubject: (company: string) => `הוזמנת להצטרף ל-${company} ב-Gius`,
    invite: (company: string, link: string) =>
      `הוזמנת להצטרף לצוות הגיוס של ${company}.\nלהצטרפות יש לפתוח את הקישור (תקף ל-7 ימים):\n${link}`,
  },
  en: {
    codeSubject: 'Your Gius sign-in code',
    code: (code: string) =>
      `Your sign-in code: ${code}\nIt is valid for 10 minutes. If you did not ask for it, ignore this e-mail.`,
    resetSubject: 'Reset your Gius password',
    reset: (link: string) =>
      `To reset your password, open this link (valid for one hour):\n${link}\nIf you did not ask for a reset, ignore this e-mail.`,
    inviteSubject: (company: string) => `You are invited to join ${company} on Gius`,
    invite: (company: string, link: string) =>
      `You are invited to join the recruitment team of ${company}.\nTo join, open this link (valid for 7 days):\n${link}`,
  },
  ar: {
    codeSubject: 'رمز الدخول إلى Gius',
    code: (code: string) =>
      `رمز الدخول الخاص بك: ${code}\nالرمز صالح لمدة 10 دقائق. إذا لم تطلبه، تجاهل هذه الرسالة.`,
    resetSubject: 'إعادة تعيين كلمة المرور في Gius',
    reset: (link: string) =>
      `لإعادة تعيين كلمة المرور افتح الرابط (صالح لمدة ساعة):\n${link}\nإذا لم تطلب ذلك، تجاهل هذه الرسالة.`,
    inviteSubject: (company: string) => `تمت دعوتك للانضمام إلى ${company} في Gius`,
    invite: (company: string, link: string) =>
      `تمت دعوتك للانضمام إلى فريق التوظيف في ${company}.\nللانضمام افتح الرابط (صالح لمدة 7 أيام):\n${link}`,
  },
} as const;

export function loginCodeEmail(to: string, language: Language, code: string): EmailMessage {
  const t = TEXTS[language];
  return { to, subject: t.codeSubject, text: t.code(code) };
}

export function passwordResetEmail(to: string, language: Language, link: string): EmailMessage {
  const t = TEXTS[language];
  return { to, subject: t.resetSubject, text: t.reset(link) };
}

export function invitationEmail(to: string, language: Language, company: string, link: string): EmailMessage {
  const t = TEXTS[language];
  return { to, subject: t.inviteSubject(company), text: t.invite(company, link) };
}
