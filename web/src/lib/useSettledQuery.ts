import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";

/**
 * Asks the server about a request body once the typing has rested `delayMs`: the resume
 * preview (ADR 0015) and the check panel (ADR 0039) follow the form this way. While a newer
 * answer is on its way, and when one fails (offline, too many requests), the last good answer
 * stays, so what is shown never jumps back. null until the first answer, or when body is null.
 */
export function useSettledQuery<B, R>(name: string, body: B | null, fetcher: (body: B, signal: AbortSignal) => Promise<R>, delayMs: number): R | null {
  const key = useMemo(() => (body ? JSON.stringify(body) : null), [body]);
  const [settled, setSettled] = useState<string | null>(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  const query = useQuery({
    queryKey: [name, settled],
    queryFn: ({ signal }) => fetcher(JSON.parse(settled!) as B, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // The last good answer, for when the newest one failed (offline, 429).
  const [lastGood, setLastGood] = useState<R | null>(null);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setLastGood(query.data);
  }, [query.data, query.isPlaceholderData]);
  return body === null ? null : (query.data ?? lastGood);
}
