import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { SessionData } from "@/features/auth/api";
import { SESSION_QUERY_KEY } from "@/features/auth/session";
import { api, unwrap } from "@/lib/api/client";

export interface ProfileUpdate {
  full_name?: string | null;
  name?: string | null;
  bio?: string | null;
  avatar_url?: string | null;
}

export function updateProfile(body: ProfileUpdate) {
  return unwrap(api.PUT("/api/profile", { body }));
}

/**
 * PUT /api/profile, then the session's profile becomes the server's answer, so the header's
 * greeting and every other reader update at once. Throws the ApiError of a failed save.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: ProfileUpdate) => {
      const updated = await updateProfile(body);
      queryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, { authenticated: true, profile: updated });
      return updated;
    },
    [queryClient],
  );
}
