/** GET and PUT /api/settings: the signed-in user's generator defaults (401 when signed out). */
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";

export type ServerDefaults = components["schemas"]["GeneratorDefaults"];
export type SaveDefaultsBody = components["schemas"]["SaveGeneratorDefaultsInputBody"];

export function getServerDefaults(signal?: AbortSignal) {
  return unwrap(api.GET("/api/settings", signal ? { signal } : {}));
}

/** 403 with a detail when a user without Premium picks a template other than Default; 422 for unknown values. */
export function putServerDefaults(body: SaveDefaultsBody) {
  return unwrap(api.PUT("/api/settings", { body }));
}
