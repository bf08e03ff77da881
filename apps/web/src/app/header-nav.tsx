import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher.tsx';
import { paths } from './paths.ts';
import { SessionNav } from './session-nav.tsx';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-start text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * The header's navigation and language switch. Below a tablet's width they fold behind a menu
 * button (a disclosure: Enter or Space opens, Escape closes and the focus returns to the button,
 * following a link closes it), so the header stays one row on a phone.
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="header-menu-button"
      >
        <span aria-hidden>{open ? '✕' : '☰'}</span>
        {t('nav.menu')}
      </button>
      <div
        id={panelId}
        data-testid="header-menu"
        className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-3 border-t border-slate-100 pt-3 md:flex md:w-auto md:flex-1 md:flex-row md:items-center md:justify-between md:border-0 md:pt-0`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
            button.current?.focus();
          }
        }}
      >
        <nav
          aria-label={t('nav.main')}
          className="flex flex-col gap-1 md:flex-row md:flex-wrap md:items-center"
          // A followed link closes the menu at once (a screen loaded on demand changes the path later).
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <NavLink to={paths.jobs} className={navClass}>
            {t('nav.jobs')}
          </NavLink>
          <NavLink to={paths.tools} className={navClass}>
            {t('nav.tools')}
          </NavLink>
          <NavLink to={paths.help} className={navClass}>
            {t('nav.help')}
          </NavLink>
          <SessionNav navClass={navClass} />
        </nav>
        <LanguageSwitcher />
      </div>
    </>
  );
}
