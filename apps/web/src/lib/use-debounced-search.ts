import { useEffect, useState } from 'react';

/**
 * A search box's text and, 300 ms after the last key, the trimmed query to send: one request per
 * pause in typing, not per key.
 */
export function useDebouncedSearch(delayMs = 300) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [search, delayMs]);
  return { search, setSearch, q };
}
