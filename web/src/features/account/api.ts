import { api, unwrap } from "@/lib/api/client";

export function updateProfile(body: { full_name?: string | null; name?: string | null; bio?: string | null; avatar_url?: string | null }) {
  return unwrap(api.PUT("/api/profile", { body }));
}
