import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  testId?: string;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * A button that opens a menu of secondary actions (Radix dropdown menu: arrow keys, Enter, Escape,
 * type-ahead, right to left from the page's direction). An action that opens a dialog runs once the
 * menu has closed and the focus is back on the menu's button, so the dialog returns the focus there.
 */
export function ActionsMenu({
  label,
  actions,
  testId,
}: {
  /** The button's accessible name, e.g. "More actions for Dana Levi". */
  label: string;
  actions: MenuAction[];
  testId?: string;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const pending = useRef<(() => void) | null>(null);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={label}
        title={label}
        data-testid={testId}
        className="inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 data-[state=open]:bg-slate-100"
      >
        <span aria-hidden>⋯</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          data-testid={testId ? `${testId}-menu` : undefined}
          className="z-40 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
          onCloseAutoFocus={(event) => {
            const run = pending.current;
            pending.current = null;
            if (!run) return;
            event.preventDefault();
            trigger.current?.focus();
            run();
          }}
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              disabled={action.disabled}
              data-testid={action.testId}
              onSelect={() => {
                pending.current = action.onSelect;
              }}
              className={`cursor-pointer rounded-md px-3 py-2 text-sm outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100 ${
                action.danger ? 'text-red-700' : 'text-slate-800'
              }`}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
