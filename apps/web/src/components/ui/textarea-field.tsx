import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line box whose error is tied to it. */
export function TextareaField({ label, error, id, className, ref, ...area }: TextareaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={areaId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-start shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
          error ? 'border-red-400' : 'border-slate-300'
        }`}
        {...area}
      />
      {error && (
        <p id={`${areaId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
