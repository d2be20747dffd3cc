import { useQuery } from "@tanstack/react-query";
import { fetchProviders } from "./api";

/** Which OAuth providers the server has configured (GET /api/auth/providers). */
export function useProviders() {
  return useQuery({
    queryKey: ["auth", "providers"],
    queryFn: fetchProviders,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
