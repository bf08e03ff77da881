/** A plain-text e-mail with its links made clickable. */
export function MessageBody({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800" dir="auto">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} dir="ltr" className="text-indigo-700 underline" data-testid="outbox-link">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
