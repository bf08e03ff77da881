/** A small busy mark next to text that says what is happening. */
export function InlineSpinner() {
  return (
    <span
      aria-hidden
      className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600"
    />
  );
}
